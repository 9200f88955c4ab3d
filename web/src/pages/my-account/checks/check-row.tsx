import { Link } from 'react-router';

export interface CheckRowProps {
  name: string;
  /** What the check stands at, in words: "Verified", "Waiting for our review", … */
  state: string;
  /** `done` ticks the row, `waiting` marks it in progress, `todo` needs the trader, `none` does not apply to them. */
  tone: 'done' | 'waiting' | 'todo' | 'none';
  /** "Checked 29 November 2026", when the check has a date. */
  date?: string | null;
  /** The next thing to do, as a link. */
  action?: { label: string; to: string } | null;
}

/** One check in the Checks section: its name, state, date and next action. */
export function CheckRow({ name, state, tone, date, action }: CheckRowProps) {
  return (
    <li className={`account-checks__item account-checks__item--${tone}`}>
      <span className="account-checks__mark" aria-hidden="true" />
      <div>
        <h3 className="account-checks__name">{name}</h3>
        <p className="account-checks__state">{state}</p>
        {date && <p className="account-checks__date">{date}</p>}
        {action && (
          <Link className="account-checks__action" to={action.to}>
            {action.label}
          </Link>
        )}
      </div>
    </li>
  );
}
