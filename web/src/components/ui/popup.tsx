import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface PopupProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Text of the close link; every popup has one (spec §2.5). */
  closeLabel?: string;
  footer?: ReactNode;
  wide?: boolean;
}

/**
 * A modal dialog on the native <dialog>: focus stays inside, Escape closes, a click on the
 * backdrop closes. Full screen below 600 px, an overlay above (see styles.css).
 */
export function Popup({ open, title, onClose, children, closeLabel = 'Close', footer, wide = false }: PopupProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={wide ? 'popup popup--wide' : 'popup'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="popup__panel">
          <div className="popup__header">
            <h2 id={titleId} className="popup__title">
              {title}
            </h2>
            <button type="button" className="link-button popup__close" onClick={onClose}>
              {closeLabel}
            </button>
          </div>
          <div className="popup__body">{children}</div>
          {footer && <div className="popup__footer">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
