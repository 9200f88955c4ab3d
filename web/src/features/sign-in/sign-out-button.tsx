import { Button } from '#web/components/ui/button';
import { call } from '#web/lib/api';
import { useFormAction } from '#web/lib/use-form-action';
import { loadPage } from '#web/lib/full-load';
import { endpoints } from '#common/contract/endpoints';

export function SignOutButton() {
  const action = useFormAction();
  const signOut = () =>
    action.run(async () => {
      const reply = await call(endpoints.auth.logout, {});
      loadPage(reply.redirect);
    });
  return (
    <Button variant="secondary" pending={action.pending} onClick={signOut}>
      Sign out
    </Button>
  );
}
