const titles: Record<string, string> = {
  '/': 'Find jobs near you | Tradespace',
  '/contact-us': 'Contact us | Tradespace',
  '/contact-us/ticket': 'Contact support | Tradespace',
  '/tradespeople-privacy-policy': 'Privacy Policy | Tradespace',
  '/tradespeople-terms-of-use': 'Terms of Website Use | Tradespace',
  '/tradespeople-terms-of-supply': 'Terms and Conditions of Supply | Tradespace',
  '/my-account': 'My account | Tradespace',
  '/my-account/sms-login': 'Sign in with a code | Tradespace',
  '/my-account/billing/membership/plans': 'Membership plans | Tradespace',
  '/my-account/billing/cards': 'Your cards | Tradespace',
  '/my-account/areas': 'Service areas | Tradespace',
  '/my-account/reset-password': 'Choose a new password | Tradespace',
  '/my-account/closed': 'Your account is closed | Tradespace',
};

/**
 * The title of a page around the setup app (the build writes the drawn ones into their pages: decision 123); a
 * trailing slash names the same page.
 */
export function siteTitle(pathname: string): string {
  return titles[pathname.replace(/(.)\/+$/, '$1')] ?? 'Tradespace';
}
