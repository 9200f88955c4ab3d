import { SIGN_IN_LINK_MINUTES } from '#common/contract/calls/auth';
import { endpoints } from '#common/contract/endpoints';
import { EmailLinkForm } from './email-link-form';
import { call } from '#web/lib/api';
import type { EmailProps } from './email-props';

/** Signing in by a link e-mailed to the address. */
export function LinkSignIn({ email, onEmailChange }: EmailProps) {
  return (
    <EmailLinkForm
      email={email}
      onEmailChange={onEmailChange}
      intro="We'll e-mail you a link that signs you straight in, with no password needed."
      submitLabel="Email me a sign-in link"
      linkName="a sign-in link"
      minutes={SIGN_IN_LINK_MINUTES}
      send={(address, recaptchaResponse) =>
        call(endpoints.auth.signInLinkRequest, { email_address: address, recaptcha_response: recaptchaResponse })
      }
    />
  );
}
