import { ChangePasswordForm } from './change-password-form';
import { SignOutEverywhere } from './sign-out-everywhere';

/** /my-account "Password and sign-in" (docs/decisions/063). */
export function AccountSecurity() {
  return (
    <section className="account-security" aria-labelledby="account-security-heading">
      <h2 id="account-security-heading">Password and sign-in</h2>
      <ChangePasswordForm />
      <SignOutEverywhere />
    </section>
  );
}
