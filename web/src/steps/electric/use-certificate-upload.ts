import { useState } from 'react';
import { certificateMessages, MAX_CERTIFICATE_BYTES } from '#common/contract/calls/verification';
import { SOMETHING_WENT_WRONG } from '#common/contract/errors';
import { UPLOAD_FIELD } from '#common/contract/define-call';
import type { ApiError } from '#web/lib/api-error';
import { track } from '#web/lib/tracking';
import { upload } from '#web/lib/upload';
import { endpoints } from '#common/contract/endpoints';
import { useFormAction } from '#web/lib/use-form-action';
import { refreshUser } from '#web/lib/user-store';

/** The server's own text, as the refusal's `error` (or its `file` message). */
function serverText(error: ApiError): string | undefined {
  const text = error.body.error;
  return error.isValidation ? (typeof text === 'string' && text !== '' ? text : error.firstError(UPLOAD_FIELD)) : undefined;
}

/** Sends the certificate; tracks `electric.provided` / `electric.error`. */
export function useCertificateUpload() {
  const form = useFormAction({ trackAs: 'electric' });
  const [provided, setProvided] = useState(false);

  function refuse(message: string, data: Record<string, unknown>) {
    track('electric', 'electric.error', data);
    form.setErrors({ [UPLOAD_FIELD]: [message] });
  }

  function send(files: File[]) {
    const [file] = files;
    if (!file) return;
    // the server would say the same after the whole file went up
    if (file.size > MAX_CERTIFICATE_BYTES) return refuse(certificateMessages.tooLarge, { status: null });
    return form.run(
      async () => {
        await upload(endpoints.verification.electricUpload, file);
        track('electric', 'electric.provided');
        setProvided(true);
        await refreshUser().catch(() => null);
      },
      (error) => {
        refuse(serverText(error) ?? SOMETHING_WENT_WRONG, { status: error.status });
        return true;
      },
    );
  }

  return { send, provided, pending: form.pending, error: form.error(UPLOAD_FIELD) };
}
