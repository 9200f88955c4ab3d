import type { UserView } from '#common/contract/user';
import { hrefFor } from '#web/lib/navigation';
import { CheckRow } from './check-row';

/** The Gas Safe number: staff check it on the Gas Safe register (heating and gas engineers). */
export function GasCheckRow({ verified }: { verified: UserView['verified'] }) {
  const to = hrefFor('gas');
  if (verified.gas) return <CheckRow name="Gas Safe" tone="done" state={`Verified: number ${verified.gas_number ?? ''}`.trim()} />;
  if (verified.gas_checking) return <CheckRow name="Gas Safe" tone="waiting" state="Waiting for our review." />;
  if (verified.gas_rejection_reason) {
    return (
      <CheckRow
        name="Gas Safe"
        tone="todo"
        state={`Not accepted: ${verified.gas_rejection_reason}`}
        action={{ label: 'Send your Gas Safe number again', to }}
      />
    );
  }
  if (!verified.gas_recommended) return <CheckRow name="Gas Safe" tone="none" state="Only for heating and gas engineers." />;
  return <CheckRow name="Gas Safe" tone="todo" state="Not sent yet." action={{ label: 'Add your Gas Safe number', to }} />;
}

/** The electrician's certificate: staff look at the document. */
export function ElectricCheckRow({ verified }: { verified: UserView['verified'] }) {
  const to = hrefFor('electric');
  if (verified.electric) return <CheckRow name="Electrician" tone="done" state="Verified." />;
  if (verified.electric_rejection_reason) {
    return (
      <CheckRow
        name="Electrician"
        tone="todo"
        state={`Not accepted: ${verified.electric_rejection_reason}`}
        action={{ label: 'Upload your certificate again', to }}
      />
    );
  }
  if (verified.electric_document) return <CheckRow name="Electrician" tone="waiting" state="Waiting for our review." />;
  if (!verified.electric_recommended) return <CheckRow name="Electrician" tone="none" state="Only for electricians." />;
  return <CheckRow name="Electrician" tone="todo" state="Not sent yet." action={{ label: 'Upload your certificate', to }} />;
}
