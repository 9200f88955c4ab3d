import { Link } from 'react-router';
import { publishMessages, type GoingLiveItem } from '#common/going-live';
import { routePath } from '#common/routes';
import './going-live-checklist.css';

export interface GoingLiveChecklistProps {
  /** What the profile still needs, in the setup order; each item is named after the step that does it. */
  missing: readonly GoingLiveItem[];
}

/** "Your public profile is not live yet": what it needs, each item a link to its step (decision 064). */
export function GoingLiveChecklist({ missing }: GoingLiveChecklistProps) {
  return (
    <div className="going-live" role="status">
      <p className="going-live__title">Your public profile is not live yet.</p>
      <p className="going-live__lead">It goes live as soon as these are done:</p>
      <ul className="going-live__list">
        {missing.map((item) => (
          <li key={item} className="going-live__item">
            <span className="going-live__mark" aria-hidden="true" />
            <Link to={routePath(item)}>{publishMessages[item]}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
