import { TRACKED_PRESS_MARK } from '#common/app-defaults';
import { sitePages } from '#common/routes';
import { track } from '../lib/tracking';

/**
 * The logo click records page "na", event logo_click, the query's page value. Pressed on a drawn page before the
 * app has taken over, the page's own handler records it (decision 107); the mark tells it the app has.
 */
export function LogoLink() {
  return (
    <a
      href={sitePages.home}
      className="logo"
      onClick={(event) => {
        track('na', 'logo_click', { page: new URLSearchParams(window.location.search).get('page') });
        Object.assign(event.nativeEvent, { [TRACKED_PRESS_MARK]: true });
      }}
    >
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="#0b5d4b" />
        <path d="M8 11h16v3h-6.5v11h-3V14H8z" fill="#fff" />
        <circle cx="24" cy="23" r="3" fill="#f6b93b" />
      </svg>
      <span className="logo__word">Tradespace</span>
    </a>
  );
}
