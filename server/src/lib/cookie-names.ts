/** The trader's session cookie (httpOnly), set by the sessions plugin. */
export const SESSION_COOKIE = 'tradespace_session';
/** The CSRF token's cookie, which the browser echoes in X-XSRF-TOKEN (read by the drawn page's script too). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
