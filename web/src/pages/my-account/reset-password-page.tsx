import { ResetPassword } from '#web/features/sign-in/reset-password';
import './my-account.css';

/** /my-account/reset-password#token: the e-mailed link's page. */
export default function ResetPasswordPage() {
  return <ResetPassword />;
}
