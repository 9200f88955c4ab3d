/** A full page load after signing in or out, so the page config the server inlines carries the new user. */
export function loadPage(url: string): void {
  window.location.assign(url);
}
