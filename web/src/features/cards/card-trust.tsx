import { changeDateText } from '#web/lib/change-date';
import { pageConfig } from '#web/lib/page-config';
import { useUser } from '#web/lib/user-store';

/** A closed padlock, drawn in the text colour. */
function Padlock() {
  return (
    <svg className="card-trust__padlock" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M4 7V5a4 4 0 0 1 8 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 0 0-4 0v2z" fill="currentColor" />
    </svg>
  );
}

/** Our own simple marks for the accepted brands (no vendor artwork): a word or two circles on a card shape. */
function BrandMark({ brand }: { brand: 'visa' | 'mastercard' | 'amex' }) {
  const names = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' } as const;
  return (
    <svg className={`card-brand card-brand--${brand}`} viewBox="0 0 40 26" width="40" height="26" role="img" aria-label={names[brand]}>
      <rect x="0.5" y="0.5" width="39" height="25" rx="3" className="card-brand__card" />
      {brand === 'visa' && (
        <text x="20" y="17.5" textAnchor="middle" className="card-brand__word card-brand__word--visa">
          VISA
        </text>
      )}
      {brand === 'mastercard' && (
        <>
          <circle cx="16" cy="13" r="7" fill="#d9352b" />
          <circle cx="24" cy="13" r="7" fill="#f0a01e" fillOpacity="0.9" />
        </>
      )}
      {brand === 'amex' && (
        <text x="20" y="16.5" textAnchor="middle" className="card-brand__word card-brand__word--amex">
          AMEX
        </text>
      )}
    </svg>
  );
}

/** The day a running free trial ends, or null when there is none (or it is over). */
function trialEnd(trialEndsAt: string | null | undefined, now = new Date()): string | null {
  if (!trialEndsAt || new Date(trialEndsAt).getTime() <= now.getTime()) return null;
  return changeDateText(trialEndsAt, now);
}

/**
 * What people look for before typing a card: who keeps it safe, the brands taken, and,
 * during a free trial, the day the first charge can come.
 */
export function CardTrust() {
  const user = useUser();
  const secureBy = pageConfig.cards.provider === 'stripe' ? 'Stripe' : 'our card vault';
  const until = trialEnd(user?.membership.trial_ends_at);
  return (
    <div className="card-trust">
      <p className="card-trust__secure">
        <Padlock />
        <span>Secured by {secureBy}. Your card details are encrypted on their way.</span>
      </p>
      <ul className="card-trust__brands" aria-label="Cards we accept">
        <li>
          <BrandMark brand="visa" />
        </li>
        <li>
          <BrandMark brand="mastercard" />
        </li>
        <li>
          <BrandMark brand="amex" />
        </li>
      </ul>
      {until && <p className="card-trust__trial">You won't be charged until {until}, when your free trial ends.</p>}
    </div>
  );
}
