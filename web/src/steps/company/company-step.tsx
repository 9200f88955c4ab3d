import { useState } from 'react';
import { businessTypes, employeeBands, hasCompanyNumber } from '#common/contract/company-fields';
import { GENERAL_ERROR_FIELD } from '#common/contract/errors';
import { SelectField } from '#web/components/ui/select-field';
import { TextField } from '#web/components/ui/text-field';
import { call } from '#web/lib/api';
import { useGo } from '#web/lib/navigation';
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
 * started (optional, decision 068). Checks are the server's.
 */
export default function CompanyStep() {
  const go = useGo();
  const saved = useUser()?.company;
  const { next } = useStepLinks('company');
  const [type, setType] = useState(saved?.business_type ? String(saved.business_type) : '');
  const [employees, setEmployees] = useState(saved?.employees ? String(saved.employees) : '');
  const [companyNumber, setCompanyNumber] = useState(saved?.company_number ?? '');
  const [website, setWebsite] = useState(saved?.website ?? '');
  const [activeSince, setActiveSince] = useState(saved?.active_since ? String(saved.active_since) : '');
  const form = useFormAction({ trackAs: 'company' });
  const asksNumber = hasCompanyNumber(codeOf(type));

  function submit() {
    return form.run(async () => {
      await call(endpoints.companySettings.companySettingsSave, {
        type: codeOf(type),
        number_of_employees: codeOf(employees),
        company_number: asksNumber ? companyNumber : null,
        website,
        // as typed: the server reads "2010" as 2010 and an empty box as no year (decision 068)
        active_since: activeSince,
        skip_name: 1,
      });
      await refreshUser().catch(() => null); // saved either way; the 30 s ping catches up
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
      <SelectField
        name="type"
        label="Business type"
        placeholder="Choose your type of business"
        options={typeOptions}
        value={type}
        onChange={(event) => setType(event.target.value)}
        error={form.error('type')}
      />
      {type !== '' && (
        <>
          <SelectField
            name="number_of_employees"
            label="Number of employees"
            placeholder="Choose a range"
            options={employeeOptions}
            value={employees}
            onChange={(event) => setEmployees(event.target.value)}
            error={form.error('number_of_employees')}
          />
          {asksNumber && (
            <TextField
              name="company_number"
              label="Company number"
              hint="Optional. Your Companies House number, like 01234567 or SC123456."
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={companyNumber}
              onChange={(event) => setCompanyNumber(event.target.value)}
              error={form.error('company_number')}
            />
          )}
          <TextField
            name="website"
            label="Business website"
            hint="Optional, like smithplumbing.co.uk"
            inputMode="url"
            autoComplete="url"
            autoCapitalize="none"
            spellCheck={false}
            value={website}
            onChange={(event) => setWebsite(event.target.value)}
            error={form.error('website')}
          />
          <TextField
            name="active_since"
            label="Year your business started"
            hint="Optional, like 2010"
            inputMode="numeric"
            autoComplete="off"
            value={activeSince}
            onChange={(event) => setActiveSince(event.target.value)}
            error={form.error('active_since')}
          />
        </>
      )}
    </StepFrame>
  );
}
