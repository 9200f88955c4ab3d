import { useState } from 'react';
import { GAS_NUMBER_FIELD, gasNumberProblem, normaliseGasNumber } from '#common/contract/index';
import { call } from '#web/lib/api';
import { track } from '#web/lib/tracking';
import { useFormAction } from '#web/lib/use-form-action';
import { refreshUser } from '#web/lib/user-store';
import { endpoints } from '#common/contract/endpoints';

/** The number field and its save: the contract's rules first, then the server's (under gas_id_number). */
export function useGasNumber() {
  const form = useFormAction({ trackAs: 'gas' });
  const [typed, setTyped] = useState('');
  // the reply is the news: the refreshed user catches up (or the 30 s ping does)
  const [submitted, setSubmitted] = useState<string | null>(null);

  function submit(): Promise<void> | void {
    const problem = gasNumberProblem(typed);
    if (problem) {
      track('gas', 'saved.error', { status: null, fields: [GAS_NUMBER_FIELD] });
      return form.setErrors({ [GAS_NUMBER_FIELD]: [problem] });
    }
    // a network failure on gas just stops the spinner; other failures go to the popup
    return form.run(async () => {
      await call(endpoints.verification.gasVerify, { gas_id_number: typed });
      setSubmitted(normaliseGasNumber(typed));
      await refreshUser().catch(() => null);
    });
  }

  return {
    typed,
    setTyped,
    submit,
    submitted,
    /** Back to the form, e.g. to correct a number still waiting for review. */
    edit: () => setSubmitted(null),
    pending: form.pending,
    error: form.error(GAS_NUMBER_FIELD),
  };
}
