/** The neutral face shown while a trader has no picture (the default counts as none). */
export function PlaceholderAvatar() {
  return (
    <svg
      className="profile-picture__image profile-picture__image--placeholder"
      viewBox="0 0 120 120"
      role="img"
      aria-label="No profile picture yet"
    >
      <rect width="120" height="120" fill="#e3e9e6" />
      <circle cx="60" cy="46" r="22" fill="#9aa9a3" />
      <path d="M18 112c4-24 22-36 42-36s38 12 42 36z" fill="#9aa9a3" />
    </svg>
  );
}
