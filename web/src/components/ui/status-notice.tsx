import { useEffect, useRef, type ReactNode } from 'react';
import './status-notice.css';

export interface StatusNoticeProps {
  /** done: a tick on green; waiting: a clock on amber (something is being checked); refused: an exclamation mark on red. */
  tone: 'done' | 'waiting' | 'refused';
  children: ReactNode;
  /** Takes focus when shown: the control that held it (a submitted form) has just gone. */
  takeFocus?: boolean;
}

const ICONS: Record<StatusNoticeProps['tone'], string> = { done: '✓', waiting: '◷', refused: '!' };

/** One line of news about the step's state, announced to screen readers as it appears. */
export function StatusNotice({ tone, children, takeFocus = false }: StatusNoticeProps) {
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus) notice.current?.focus();
  }, [takeFocus]);
  return (
    <p className={`status-notice status-notice--${tone}`} role="status" tabIndex={-1} ref={notice}>
      <span className="status-notice__icon" aria-hidden="true">
        {ICONS[tone]}
      </span>
      <span>{children}</span>
    </p>
  );
}
