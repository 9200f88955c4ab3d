import { auth } from '#common/contract/index';
import { Button } from '#web/components/ui/button';
import { call } from '#web/lib/api';
import { useFormAction } from '#web/lib/use-form-action';
import { loadPage } from './full-load';

export function SignOutButton() {
  const action = useFormAction();
  const signOut = () =>
    action.run(async () => {
      const reply = await call(auth.logout, {});
      loadPage(reply.redirect);
    });
  return (
    <Button variant="secondary" pending={action.pending} onClick={signOut}>
      Sign out
    </Button>
  );
}
