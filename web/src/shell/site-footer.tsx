import { sitePages } from '#common/routes';
import { LegalLink } from './legal/legal-link';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul className="site-footer__links">
          <li>
            <a href={sitePages.contactUs}>Contact us</a>
          </li>
          <li>
            <LegalLink document="privacy">Privacy policy</LegalLink>
          </li>
          <li>
            <LegalLink document="terms">Terms of use</LegalLink>
          </li>
          <li>
            <LegalLink document="supply">Terms of supply</LegalLink>
          </li>
        </ul>
      </nav>
      {/* a page drawn at build time says the year of the build until the browser takes it over */}
      <p className="site-footer__small" suppressHydrationWarning>
        © {new Date().getFullYear()} Tradespace Ltd. UK-based support for tradespeople.
      </p>
      {/* the licence line the postcode data (Ordnance Survey and Royal Mail) requires */}
      <p className="site-footer__small">
        Contains OS data © Crown copyright and database right; contains Royal Mail data © Royal Mail copyright and database right; contains
        National Statistics data © Crown copyright and database right.
      </p>
    </footer>
  );
}
