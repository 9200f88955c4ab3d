import { endpoints } from '#common/contract/endpoints';
import { Button } from '#web/components/ui/button';
import { call } from '#web/lib/api';
import { useFormAction } from '#web/lib/use-form-action';
import { loadPage } from '#web/lib/full-load';

/** Ends every session of the account, this one too: for a lost phone or a shared computer. */
export function SignOutEverywhere() {
  const action = useFormAction();
  const signOut = () =>
    action.run(async () => {
      const reply = await call(endpoints.auth.logoutEverywhere, {});
      loadPage(reply.redirect);
    });
  return (
    <div className="account-security__everywhere">
      <h3>Signed in somewhere else?</h3>
      <p id="sign-out-everywhere-help">Signs your account out on every phone, tablet and computer, including this one.</p>
      <Button variant="secondary" pending={action.pending} onClick={signOut} aria-describedby="sign-out-everywhere-help">
        Sign out everywhere
      </Button>
    </div>
  );
}
