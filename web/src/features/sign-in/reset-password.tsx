import { useState } from 'react';
import { Link } from 'react-router';
import { endpoints } from '#common/contract/endpoints';
import { PASSWORD_RESET_LINK_USED } from '#common/contract/password-texts';
import { PASSWORD_MIN } from '#common/contract/fields';
import { sitePages } from '#common/routes';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { call } from '#web/lib/api';
import { useFormAction } from '#web/lib/use-form-action';
import { loadPage } from '#web/lib/full-load';
import { ForgotPassword } from './forgot-password';

/** The token rides in the fragment (never sent to a server); it leaves the address bar once read. */
function takeTokenFromAddress(): string {
  const token = window.location.hash.replace(/^#/, '');
  if (token) window.history.replaceState(window.history.state, '', window.location.pathname);
  return token;
}

/** The e-mailed reset link's form: a new password signs out every device and signs in here. */
export function ResetPassword() {
  const [token] = useState(takeTokenFromAddress);
  const action = useFormAction();
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState('');
  const linkUnusable = !token || action.error('token') !== undefined;

  const submit = () =>
    action.run(async () => {
      const reply = await call(endpoints.auth.passwordReset, { token, password });
      loadPage(reply.redirect);
    });

  return (
    <article className="page sign-in">
      <h1>Choose a new password</h1>
      {linkUnusable ? (
        <>
          <p className="notice notice--warning" role="alert">
            {action.error('token') ?? PASSWORD_RESET_LINK_USED}
          </p>
          <ForgotPassword email={email} onEmailChange={setEmail} />
        </>
      ) : (
        <form
          className="sign-in__form"
          noValidate
          aria-busy={action.pending || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p className="sign-in__intro">Setting a new password signs your account out on every device, then signs you in here.</p>
          <TextField
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN} characters.`}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={action.error('password')}
          />
          <Button type="submit" pending={action.pending}>
            Set new password
          </Button>
        </form>
      )}
      <p className="sign-in__join">
        Remembered it? <Link to={sitePages.myAccount}>Sign in</Link>
      </p>
    </article>
  );
}
