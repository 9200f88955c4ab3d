// The route table of the setup app, as data.
export const SETUP_PREFIX = '/tradespeople-setup';
export const BRAND = 'Tradespace';

export const routes = {
  lead_location: { path: 'lead/location', title: 'join for more job leads today', auth: false },
  lead_trades: { path: 'lead/trades', title: 'Your Trades', auth: false },
  lead_email: { path: 'lead/email', title: 'Email', auth: false },
  lead_phone: { path: 'lead/phone', title: 'Phone', auth: false },
  lead_register: { path: 'lead/register', title: 'Register', auth: false },
  lead_existing: { path: 'lead/existing', title: 'Account Located', auth: false },
  trades: { path: 'about/trades', title: 'Your Trades', auth: true },
  verify_phone: { path: 'about/phone', title: 'Verify Phone Number', auth: true },
  description: { path: 'profile/description', title: 'Profile Description', auth: true },
  company: { path: 'about/company', title: 'Business Details', auth: true },
  location: { path: 'about/location', title: 'Work Location', auth: true },
  photo: { path: 'profile/photo', title: 'Profile Picture', auth: true },
  gallery: { path: 'profile/gallery', title: 'Job Image Gallery', auth: true },
  membership: { path: 'verify/membership', title: 'Membership', auth: true },
  billing: { path: 'verify/billing', title: 'Billing Information', auth: true },
  gas: { path: 'verify/gas', title: 'Verify Gas', auth: true },
  electric: { path: 'verify/electric', title: 'Verify Electric', auth: true },
  complete: { path: 'complete', title: 'Account Setup Complete', auth: true },
} as const;

export type RouteName = keyof typeof routes;
export const routeNames = Object.keys(routes) as RouteName[];

export function isRouteName(value: string): value is RouteName {
  return value in routes;
}

export function routePath(name: RouteName): string {
  return `${SETUP_PREFIX}/${routes[name].path}`;
}

export function routeTitle(name: RouteName): string {
  return `${routes[name].title} | ${BRAND}`;
}

export function routeByPath(pathname: string): RouteName | undefined {
  const trimmed = pathname.replace(/\/+$/, '');
  return routeNames.find((name) => routePath(name) === trimmed);
}

/** Pages outside the setup app that the flow links to. */
export const sitePages = {
  home: '/',
  myAccount: '/my-account',
  myAccountFromSignup: '/my-account?from=trade-signup',
  /** The `sms-login` route: ask for a new sign-in code by text. */
  smsLogin: '/my-account/sms-login',
  contactUs: '/contact-us',
  termsOfUse: '/tradespeople-terms-of-use',
  termsOfSupply: '/tradespeople-terms-of-supply',
  privacyPolicy: '/tradespeople-privacy-policy',
  /** The support ticket form the error popup's "contact us" opens (decision 067). */
  ticketsCreate: '/contact-us/ticket',
  membershipPlans: '/my-account/billing/membership/plans',
  /** The e-mailed "Forgot your password?" link: choose a new password (decision 063). */
  resetPassword: '/my-account/reset-password',
  /** The saved cards: make a backup primary, remove one, add a backup (decision 046). */
  billingCards: '/my-account/billing/cards',
  /** The service areas per trade (decision 087). */
  myAccountAreas: '/my-account/areas',
  /** The Checks section of /my-account (decision 134). */
  myAccountChecks: '/my-account#checks',
  /** The Ask for reviews section of /my-account, offered on the complete step (decision 139). */
  myAccountReviews: '/my-account#ask-for-reviews',
  /** After "Close my account": what was erased and kept. */
  accountClosed: '/my-account/closed',
} as const;

/** The closed-account page's address: whether the free month's hashes were kept and the confirmation e-mailed. */
export function accountClosedPage(closure: { keptFreeMonth: boolean; emailed: boolean }): string {
  const query = new URLSearchParams();
  if (closure.keptFreeMonth) query.set('free_month', '1');
  if (closure.emailed) query.set('emailed', '1');
  const search = query.toString();
  return search ? `${sitePages.accountClosed}?${search}` : sitePages.accountClosed;
}
