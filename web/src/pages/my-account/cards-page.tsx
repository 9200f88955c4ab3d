import { SavedCards } from '#web/features/cards/saved-cards';
import { useUser } from '#web/lib/user-store';
import { LegalLink } from '#web/shell/legal/legal-link';
import { SignInPage } from './sign-in-page';
import './my-account.css';

/** /my-account/billing/cards: the trader's saved cards, for a signed-in trader; else the sign-in page. */
export default function CardsPage() {
  const user = useUser();
  return user ? <SavedCards supplyTermsLink={<LegalLink document="supply">Terms of Supply</LegalLink>} /> : <SignInPage />;
}
