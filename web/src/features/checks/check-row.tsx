import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';

export interface CheckRowProps {
  name: string;
  /** The row's anchor, for a check that e-mails or a hosted page send the trader back to. */
  id?: string;
  /** What the check stands at, in words: "Verified", "Waiting for our review", … */
  state: string;
  /** `done` ticks the row, `waiting` marks it in progress, `todo` needs the trader, `none` does not apply to them. */
  tone: 'done' | 'waiting' | 'todo' | 'none';
  /** "Checked 29 November 2026", when the check has a date. */
  date?: string | null;
  /** The next thing to do, as a link. */
  action?: { label: string; to: string } | null;
  /** The next thing to do done here, as a button (one that starts the check, or opens its form beneath). */
  button?: ReactNode;
  /** The state has just changed because of what the trader did: it takes focus and is announced. */
  focusState?: boolean;
  /** What opens beneath the row: a form, or a refusal. */
  children?: ReactNode;
}

/** One check in the Checks section: its name, state, date and next action. */
export function CheckRow({ name, id, state, tone, date, action, button, focusState = false, children }: CheckRowProps) {
  const stateLine = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusState) stateLine.current?.focus();
  }, [focusState, state]);
  return (
    <li id={id} className={`account-checks__item account-checks__item--${tone}`}>
      <span className="account-checks__mark" aria-hidden="true" />
      <div className="account-checks__body">
        <h3 className="account-checks__name">{name}</h3>
        <p className="account-checks__state" ref={stateLine} {...(focusState ? { role: 'status', tabIndex: -1 } : {})}>
          {state}
        </p>
        {date && <p className="account-checks__date">{date}</p>}
        {action && (
          <Link className="account-checks__action" to={action.to}>
            {action.label}
          </Link>
        )}
        {button}
        {children}
      </div>
    </li>
  );
}
