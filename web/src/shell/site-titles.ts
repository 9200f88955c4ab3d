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
};

/** The title of a page around the setup app (the build writes the drawn ones into their pages: decision 123). */
export function siteTitle(pathname: string): string {
  return titles[pathname] ?? 'Tradespace';
}
