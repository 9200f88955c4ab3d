import { useState } from 'react';
import { COMPANY_NOT_CHECKED_TEXT, companyFoundText, type CompanyCheckResult } from '#common/contract/company-check';
import { businessTypes, employeeBands, hasCompanyNumber } from '#common/contract/company-fields';
import { GENERAL_ERROR_FIELD } from '#common/contract/errors';
import { SelectField } from '#web/components/ui/select-field';
import { StatusNotice } from '#web/components/ui/status-notice';
import { TextField } from '#web/components/ui/text-field';
import { call } from '#web/lib/api';
import { useGo } from '#web/lib/navigation';
import { useFields } from '#web/lib/use-fields';
import { useFormAction } from '#web/lib/use-form-action';
import { refreshUser, useUser } from '#web/lib/user-store';
import { StepFrame } from '#web/shell/step-frame';
import { useStepLinks } from '#web/shell/use-step-links';
import { endpoints } from '#common/contract/endpoints';

const typeOptions = businessTypes.map(({ code, label }) => ({ value: String(code), label }));
const employeeOptions = employeeBands.map(({ code, label }) => ({ value: String(code), label }));
const codeOf = (value: string) => (value === '' ? null : Number(value));

/**
 * The company step: the type first; choosing it reveals the rest, and the year the business
 * started (optional, decision 068). Checks are the server's; a company number the register knows is shown back by
 * the register's name before the step goes on, once per number (decision 133).
 */
export default function CompanyStep() {
  const go = useGo();
  const saved = useUser()?.company;
  const { next } = useStepLinks('company');
  const form = useFormAction({ trackAs: 'company' });
  const { values, text } = useFields(
    () => ({
      type: saved?.business_type ? String(saved.business_type) : '',
      number_of_employees: saved?.employees ? String(saved.employees) : '',
      company_number: saved?.company_number ?? '',
      website: saved?.website ?? '',
      active_since: saved?.active_since ? String(saved.active_since) : '',
    }),
    form.error,
  );
  const asksNumber = hasCompanyNumber(codeOf(values.type));
  const [found, setFound] = useState<{ number: string; check: CompanyCheckResult } | null>(null);
  const typedNumber = asksNumber ? values.company_number.replace(/\s+/g, '').toUpperCase() : '';
  const shown = found && found.number === typedNumber ? found.check : null;

  function submit() {
    return form.run(async () => {
      const { company_check: check } = await call(endpoints.companySettings.companySettingsSave, {
        type: codeOf(values.type),
        number_of_employees: codeOf(values.number_of_employees),
        company_number: asksNumber ? values.company_number : null,
        website: values.website,
        // as typed: the server reads "2010" as 2010 and an empty box as no year (decision 068)
        active_since: values.active_since,
        skip_name: 1,
      });
      await refreshUser().catch(() => null); // saved either way; the 30 s ping catches up
      // the register's answer is shown once for the number typed; pressing Continue again goes on
      if (check && !shown) {
        setFound({ number: typedNumber, check });
        return;
      }
      if (next) go(next);
    });
  }

  return (
    <StepFrame
      route="company"
      heading="Business details"
      intro={<p>Tell us a little about your business.</p>}
      pending={form.pending}
      generalError={form.error(GENERAL_ERROR_FIELD)}
      onContinue={submit}
    >
      <SelectField label="Business type" placeholder="Choose your type of business" options={typeOptions} {...text('type')} />
      {values.type !== '' && (
        <>
          <SelectField
            label="Number of employees"
            placeholder="Choose a range"
            options={employeeOptions}
            {...text('number_of_employees')}
          />
          {asksNumber && (
            <TextField
              label="Company number"
              hint="Optional. Your Companies House number, like 01234567 or SC123456."
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              {...text('company_number')}
            />
          )}
          {asksNumber && shown && (
            <StatusNotice tone={shown.status === 'active' ? 'done' : 'waiting'} takeFocus>
              {shown.status === 'active' && shown.company_name
                ? companyFoundText(shown.company_name, shown.date_of_creation)
                : COMPANY_NOT_CHECKED_TEXT}
            </StatusNotice>
          )}
          <TextField
            label="Business website"
            hint="Optional, like smithplumbing.co.uk"
            inputMode="url"
            autoComplete="url"
            autoCapitalize="none"
            spellCheck={false}
            {...text('website')}
          />
          <TextField
            label="Year your business started"
            hint="Optional, like 2010"
            inputMode="numeric"
            autoComplete="off"
            {...text('active_since')}
          />
        </>
      )}
    </StepFrame>
  );
}
