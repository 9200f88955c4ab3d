/** A warning triangle drawn beside a message that needs the visitor's attention; the text says it all. */
export function AttentionIcon() {
  return (
    <svg className="attention-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M12 2 1 21h22L12 2Z" fill="currentColor" />
      <path d="M11 9h2v6h-2zM11 17h2v2h-2z" fill="#fff" />
    </svg>
  );
}
