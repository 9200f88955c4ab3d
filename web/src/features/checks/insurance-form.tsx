import { addDays } from '#common/calendar-date';
import { addMonths, MAX_MONTHS_AHEAD, type InsuranceView } from '#common/contract/calls/insurance';
import { CERTIFICATE_ACCEPT } from '#common/contract/calls/verification';
import { UPLOAD_FIELD } from '#common/contract/define-call';
import { Button } from '#web/components/ui/button';
import { FileField } from '#web/components/ui/file-field';
import { SelectField } from '#web/components/ui/select-field';
import { TextField } from '#web/components/ui/text-field';
import { coverOptions, useInsuranceForm } from './use-insurance-form';
import './insurance.css';

/** The certificate and its details, sent in one request for staff to check. */
export function InsuranceForm({ id, onSent }: { id?: string; onSent: (insurance: InsuranceView) => void }) {
  const { action, text, file, setFile, submit, today } = useInsuranceForm(onSent);
  const fileError = action.error(UPLOAD_FIELD);
  return (
    <form
      id={id}
      className="insurance__form"
      noValidate
      aria-label="Public liability insurance certificate"
      aria-busy={action.pending || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField label="Insurer" autoComplete="off" hint="The company that insures you, as on the certificate." {...text('insurer')} />
      <TextField label="Policy number" autoComplete="off" {...text('policy_number')} />
      <SelectField label="Cover" placeholder="Choose your cover" options={coverOptions} {...text('cover')} />
      <TextField
        label="Policy ends on"
        type="date"
        min={addDays(today, 1)}
        max={addMonths(today, MAX_MONTHS_AHEAD)}
        hint={`The last day of the policy, at most ${MAX_MONTHS_AHEAD} months from today.`}
        {...text('expires_on')}
      />
      <FileField
        name={UPLOAD_FIELD}
        label={file ? 'Choose a different certificate' : 'Choose your certificate'}
        accept={CERTIFICATE_ACCEPT}
        disabled={action.pending}
        hint={file ? `Chosen: ${file.name}` : 'A PDF, or a photo or scan as JPEG or PNG, up to 10 MB.'}
        errors={fileError ? [fileError] : []}
        onFiles={([chosen]) => setFile(chosen ?? null)}
      />
      <Button type="submit" pending={action.pending}>
        Send for checking
      </Button>
    </form>
  );
}
