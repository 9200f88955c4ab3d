import { useEffect, useId, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { usePopupHistory } from './popup-history';
import { usePopupLayout } from './popup-layout';

export interface PopupProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Text of the close link; every popup has one. */
  closeLabel?: string;
  footer?: ReactNode;
  wide?: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// What had focus last: a button that was disabled while its call ran dropped focus to the page, yet it is what
// opened the popup that call's error brings, so focus goes back there on closing.
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement && !event.target.closest('dialog')) lastFocused = event.target;
  });
}

function focusedBeforeOpening(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused?.isConnected ? lastFocused : null;
}

/** Tab from the last control goes to the first and Shift+Tab from the first to the last: focus never leaves. */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  if (controls.length === 0) return;
  const index = controls.indexOf(document.activeElement as HTMLElement);
  const atEdge = event.shiftKey ? index <= 0 : index === -1 || index === controls.length - 1;
  if (!atEdge) return;
  event.preventDefault();
  controls[event.shiftKey ? controls.length - 1 : 0]!.focus();
}

/**
 * A modal dialog on the native <dialog>, named by its title: focus moves in when it opens, Tab stays inside,
 * Escape, the close link, a click on the backdrop and the browser's Back close it, and focus goes back to what was
 * focused before.
 * Full screen below 600 px (650 px for a wide one), an overlay above; the window is measured every 250 ms.
 */
export function Popup({ open, title, onClose, children, closeLabel = 'Close', footer, wide = false }: PopupProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const shownTitle = useRef(title);
  const titleId = useId();
  const layout = usePopupLayout(open, wide);
  usePopupHistory(open, onClose);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = focusedBeforeOpening();
    shownTitle.current = title;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const firstControl = dialog.querySelector<HTMLElement>(FOCUSABLE);
    (firstControl ?? headingRef.current)?.focus();
    return () => {
      if (dialog.open) dialog.close();
      // back where the person was, unless that control is gone or the page moved focus elsewhere meanwhile
      const active = document.activeElement;
      const focusIsLost = !active || active === document.body || dialog.contains(active);
      if (opener?.isConnected && focusIsLost) opener.focus({ preventScroll: true });
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  // another document shown in the same popup (a link inside a legal text): read it from its top, title first
  useEffect(() => {
    if (shownTitle.current === title) return;
    shownTitle.current = title;
    if (!open) return;
    bodyRef.current?.scrollTo?.({ top: 0 });
    headingRef.current?.focus();
  }, [title, open]);

  const classes = ['popup', wide && 'popup--wide', layout.fullScreen ? 'popup--full-screen' : 'popup--overlay'];
  const bodyStyle: CSSProperties | undefined = layout.bodyMaxHeight === null ? undefined : { maxHeight: `${layout.bodyMaxHeight}px` };
  return (
    // a click on the backdrop closes the popup; the keyboard closes it with Escape, which <dialog> handles
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={classes.filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={keepTabInside}
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
            <h2 id={titleId} ref={headingRef} className="popup__title" tabIndex={-1}>
              {title}
            </h2>
            <button type="button" className="link-button popup__close" onClick={onClose}>
              {closeLabel}
            </button>
          </div>
          <div ref={bodyRef} className="popup__body" style={bodyStyle}>
            {children}
          </div>
          {footer && <div className="popup__footer">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
