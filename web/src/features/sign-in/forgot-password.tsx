import { endpoints } from '#common/contract/endpoints';
import { PASSWORD_RESET_MINUTES } from '#common/contract/password-texts';
import { EmailLinkForm } from './email-link-form';
import { call } from '#web/lib/api';
import type { EmailProps } from './email-props';

/** "Forgot your password?": a link e-mailed to the address to choose a new one. */
export function ForgotPassword({ email, onEmailChange }: EmailProps) {
  return (
    <EmailLinkForm
      email={email}
      onEmailChange={onEmailChange}
      intro="We'll e-mail you a link to choose a new password. Setting it signs your account out on every other device."
      submitLabel="Email me a reset link"
      linkName="a link to reset the password"
      minutes={PASSWORD_RESET_MINUTES}
      send={(address, recaptchaResponse) =>
        call(endpoints.auth.passwordResetRequest, { email_address: address, recaptcha_response: recaptchaResponse })
      }
    />
  );
}
