import { AccountSection } from '#web/components/account/account-sections';
import { ChangePasswordForm } from './change-password-form';
import { SignOutEverywhere } from './sign-out-everywhere';

/** /my-account "Password and sign-in" (decision 063). */
export function AccountSecurity() {
  return (
    <AccountSection name="passwordAndSignIn" className="account-security">
      <ChangePasswordForm />
      <SignOutEverywhere />
    </AccountSection>
  );
}
