import { useState } from 'react';
import { DESCRIPTION_REQUIRED, normaliseDescription } from '#common/contract/description-field';
import { GENERAL_ERROR_FIELD, SOMETHING_WENT_WRONG } from '#common/contract/errors';
import { TextareaField } from '#web/components/ui/textarea-field';
import { call } from '#web/lib/api';
import { useGo } from '#web/lib/navigation';
import { useFormAction } from '#web/lib/use-form-action';
import { refreshUser, useUser } from '#web/lib/user-store';
import { StepFrame } from '#web/shell/step-frame';
import { useStepLinks } from '#web/shell/use-step-links';
import { charactersNeeded } from './characters-needed';
import { endpoints } from '#common/contract/endpoints';

const HINT =
  'Mention how long you have been in business, the areas you cover, your qualifications and insurance, ' +
  'your skills and the work you typically do.';

/** The description step: the profile text; the server checks the length. */
export default function DescriptionStep() {
  const go = useGo();
  const user = useUser();
  const { next } = useStepLinks('description');
  const [text, setText] = useState(user?.company.description ?? '');
  const form = useFormAction({ trackAs: 'description' });

  function submit() {
    // the client only checks for empty
    if (normaliseDescription(text) === '') return form.setErrors({ description: [DESCRIPTION_REQUIRED] });
    return form.run(
      async () => {
        await call(endpoints.descriptionSettings.descriptionSave, { description: text });
        await refreshUser().catch(() => null); // saved either way; the 30 s ping catches up
        if (next) go(next);
      },
      (error) => {
        if (error.isValidation) return false;
        // any other failure of this save is one general message
        form.setErrors({ [GENERAL_ERROR_FIELD]: [SOMETHING_WENT_WRONG] });
        return true;
      },
    );
  }

  return (
    <StepFrame
      route="description"
      heading="Set up your profile"
      intro={<p>Tell homeowners about your business. This appears on your public profile.</p>}
      pending={form.pending}
      generalError={form.error(GENERAL_ERROR_FIELD)}
      onContinue={submit}
    >
      <TextareaField
        name="description"
        label="Describe your business"
        hint={HINT}
        rows={8}
        value={text}
        onChange={(event) => setText(event.target.value)}
        status={charactersNeeded(text)}
        error={form.error('description')}
      />
    </StepFrame>
  );
}
