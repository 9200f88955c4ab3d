import { Button } from '#web/components/ui/button';
import { call } from '#web/lib/api';
import { useFormAction } from '#web/lib/use-form-action';
import { endpoints } from '#common/contract/endpoints';

export function StaffSignOut({ email, onSignedOut }: { email: string; onSignedOut: () => void }) {
  const action = useFormAction();
  const signOut = () =>
    action.run(async () => {
      await call(endpoints.admin.staffLogout, {});
      onSignedOut();
    });
  return (
    <div className="admin__who">
      <span className="admin__email">{email}</span>
      <Button variant="secondary" pending={action.pending} onClick={signOut}>
        Sign out
      </Button>
    </div>
  );
}
