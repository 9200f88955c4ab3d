import { useUser } from '#web/lib/user-store';
import { SavedCards } from './saved-cards';
import { SignInPage } from './sign-in-page';
import './my-account.css';

/** /my-account/billing/cards: the trader's saved cards, for a signed-in trader; else the sign-in page. */
export default function CardsPage() {
  const user = useUser();
  return user ? <SavedCards /> : <SignInPage />;
}
