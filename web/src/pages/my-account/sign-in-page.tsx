import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { BRAND } from '#common/routes';
import { Tabs, type Tab } from '#web/components/ui/tabs';
import { SIGN_IN_FROM_STEP } from '#web/features/sign-in/sign-in-to-carry-on';
import { hrefFor } from '#web/lib/navigation';
import { LinkSignIn } from '#web/features/sign-in/link-sign-in';
import { PasswordSignIn } from '#web/features/sign-in/password-sign-in';
import { SmsSignIn } from '#web/features/sign-in/sms-sign-in';

type Way = 'password' | 'link' | 'sms';

const ways: readonly Tab<Way>[] = [
  { key: 'password', label: 'Email and password' },
  { key: 'link', label: 'Email me a sign-in link' },
  { key: 'sms', label: 'Text me a code' },
];

// This page is the sms-login route; lead_existing links here with ?phone=
const SMS_SIGN_IN_SEGMENT = 'sms-login';

export function SignInPage() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const linkExpired = search.get('link') === 'expired';
  const [way, setWay] = useState<Way>(() => {
    if (pathname.replace(/\/+$/, '').endsWith(`/${SMS_SIGN_IN_SEGMENT}`)) return 'sms';
    return linkExpired ? 'link' : 'password';
  });
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState(search.get('phone') ?? '');

  return (
    <article className="page sign-in">
      <h1>Sign in to {BRAND}</h1>
      {search.get('from') === 'trade-signup' && (
        <p className="notice">
          <strong>Already have an account?</strong> Sign in below to carry on where you left off.
        </p>
      )}
      {search.get('from') === SIGN_IN_FROM_STEP && (
        <p className="notice">
          <strong>Please sign in to carry on.</strong> Once you are signed in, whichever way you choose, we will take you back to the step
          you were on.
        </p>
      )}
      {linkExpired && (
        <p className="notice notice--warning" role="alert">
          This sign-in link has expired or has already been used. Request a new one below.
        </p>
      )}
      <Tabs label="Ways to sign in" tabs={ways} selected={way} onSelect={setWay}>
        {way === 'password' && <PasswordSignIn email={email} onEmailChange={setEmail} />}
        {way === 'link' && <LinkSignIn email={email} onEmailChange={setEmail} />}
        {way === 'sms' && <SmsSignIn phone={phone} onPhoneChange={setPhone} />}
      </Tabs>
      <p className="sign-in__join">
        New to {BRAND}? <Link to={hrefFor('lead_location')}>Join now</Link>
      </p>
    </article>
  );
}
