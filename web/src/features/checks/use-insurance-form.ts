import { useState } from 'react';
import { londonToday } from '#common/calendar-date';
import { INSURANCE_COVERS, coverText, type InsuranceView } from '#common/contract/calls/insurance';
import { certificateMessages, MAX_CERTIFICATE_BYTES } from '#common/contract/calls/verification';
import { endpoints } from '#common/contract/endpoints';
import { uploadForm } from '#web/lib/upload';
import { useFields } from '#web/lib/use-fields';
import { useFormAction } from '#web/lib/use-form-action';

export const coverOptions = INSURANCE_COVERS.map((cover) => ({ value: String(cover), label: coverText(cover) }));
const EMPTY = { insurer: '', policy_number: '', cover: '', expires_on: '' };

/** The insurance form's state: the details, the chosen file, and the one request that sends them together. */
export function useInsuranceForm(onSent: (insurance: InsuranceView) => void) {
  const action = useFormAction();
  const { values, setValues, text } = useFields(EMPTY, action.error);
  const [file, setFile] = useState<File | null>(null);

  const submit = () =>
    action.run(async () => {
      const reply = await uploadForm(endpoints.insurance.insuranceUpload, file, {
        fields: values,
        limit: { maxBytes: MAX_CERTIFICATE_BYTES, tooLarge: certificateMessages.tooLarge },
      });
      setValues(EMPTY);
      setFile(null);
      onSent({ ...reply.insurance, policy_number: values.policy_number.trim(), reason: null });
    });

  return { action, text, file, setFile, submit, today: londonToday() };
}
