// The review back office's pages; the server serves the SPA at these paths.
export const ADMIN_PREFIX = '/admin';

export const adminPages = {
  queue: ADMIN_PREFIX,
  audit: `${ADMIN_PREFIX}/audit`,
  tickets: `${ADMIN_PREFIX}/tickets`,
  experiment: `${ADMIN_PREFIX}/experiment`,
  /** Customer reviews waiting to be published, or reported by their trader (decision 140). */
  customerReviews: `${ADMIN_PREFIX}/reviews`,
} as const;

export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_PREFIX || pathname.startsWith(`${ADMIN_PREFIX}/`);
}
