import { CERTIFICATE_ACCEPT } from '#common/contract/calls/verification';
import { UPLOAD_FIELD } from '#common/contract/index';
import type { UserView } from '#common/contract/user';
import { FileField } from '#web/components/ui/file-field';
import { StatusNotice } from '#web/components/ui/status-notice';
import { useUser } from '#web/lib/user-store';
import { StepFrame } from '#web/shell/step-frame';
import { useAutoSkip } from '#web/shell/use-auto-skip';
import { useCertificateUpload } from './use-certificate-upload';

const HEADING = 'Verify your Electrical Status';

/** The electric step: only electricians see it; everyone else passes straight by. */
export default function ElectricStep() {
  const user = useUser();
  const skipping = useAutoSkip('electric', !(user?.verified.electric_recommended ?? false));
  return skipping || !user ? null : <ElectricScreen verified={user.verified} />;
}

function ElectricScreen({ verified }: { verified: UserView['verified'] }) {
  const certificate = useCertificateUpload();
  const provided = certificate.provided || verified.electric_document;

  if (verified.electric) {
    return (
      <StepFrame route="electric" heading={HEADING} showSkip={false}>
        <StatusNotice tone="done">Electrician status verified!</StatusNotice>
      </StepFrame>
    );
  }

  return (
    <StepFrame
      route="electric"
      heading={HEADING}
      intro={
        <p>
          Electricians need a verified certificate before they can buy electric-safe leads. Upload the certificate that proves your
          registration as an electrician, such as your NICEIC, NAPIT or ELECSA registration.
        </p>
      }
      // Continue needs the check to be required and the certificate provided
      showContinue={provided}
      showSkip={!provided}
      pending={certificate.pending}
    >
      {!provided && verified.electric_rejection_reason && (
        <>
          <StatusNotice tone="refused">Not accepted: {verified.electric_rejection_reason}</StatusNotice>
          <p>Please upload your certificate again below, or a clearer photo or scan of it.</p>
        </>
      )}
      {provided && !certificate.pending && (
        <StatusNotice tone="waiting" takeFocus={certificate.provided}>
          Certificate received: pending approval.
        </StatusNotice>
      )}
      <FileField
        name={UPLOAD_FIELD}
        label={provided ? 'Upload a different certificate' : 'Upload your certificate'}
        accept={CERTIFICATE_ACCEPT}
        disabled={certificate.pending}
        hint="A PDF, or a photo or scan as JPEG or PNG, up to 10 MB."
        errors={certificate.error ? [certificate.error] : []}
        attention
        onFiles={certificate.send}
      />
      {certificate.pending && (
        <p className="loading" role="status">
          Uploading your certificate…
        </p>
      )}
    </StepFrame>
  );
}
