import { useState } from 'react';
import type { SchemeWeights } from '#common/experiment';
import { endpoints } from '#common/contract/endpoints';
import { orderingSchemes, type OrderingScheme } from '#common/step-order';
import { FieldError } from '#web/components/ui/field-error';
import { TextField } from '#web/components/ui/text-field';
import { call } from '#web/lib/api';
import { useFormAction } from '#web/lib/use-form-action';
import { endOn401, useAdminContext } from '../admin-context';
import { FormFrame } from '#web/components/ui/form-frame';
import { percentText, schemeLabels } from './experiment-labels';
import type { WeightsReply } from './use-experiment-weights';

type Entered = Record<OrderingScheme, string>;

// all 0 is the group's fault: the server says so under `general`
const fields = [...orderingSchemes, 'general'];

/** What was typed as a number; an empty box is sent as null so the server names it. */
function asWeight(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** Each scheme's share of new visitors at the weights typed so far. */
export function shareText(entered: Entered, scheme: OrderingScheme): string {
  const weights = orderingSchemes.map((each) => Math.max(0, asWeight(entered[each]) || 0));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const own = Math.max(0, asWeight(entered[scheme]) || 0);
  return `${percentText(total > 0 ? own / total : 0)} of new visitors`;
}

export interface WeightsFormProps {
  weights: SchemeWeights;
  onSaved: (reply: WeightsReply) => void;
}

/** The weights new visitors are split by (0/100/0 rolls out a winner); a save never moves a visitor already assigned. */
export function WeightsForm({ weights, onSaved }: WeightsFormProps) {
  const context = useAdminContext();
  const action = useFormAction();
  const [entered, setEntered] = useState<Entered>(() => ({
    original: String(weights.original),
    reorderedV1412: String(weights.reorderedV1412),
    reorderedV1612: String(weights.reorderedV1612),
  }));
  const allError = action.error('general');

  const save = () =>
    action.run(async () => {
      const sent = {
        original: asWeight(entered.original),
        reorderedV1412: asWeight(entered.reorderedV1412),
        reorderedV1612: asWeight(entered.reorderedV1612),
      };
      onSaved(await call(endpoints.experiment.experimentWeightsSave, sent));
    }, endOn401(context));

  return (
    <FormFrame action={action} fields={fields} submitLabel="Save weights" onSubmit={save} className="admin-form weights-form">
      <fieldset className="weights-form__fields" data-field="general" aria-describedby={allError ? 'weights-error' : undefined}>
        <legend>Weights of the orders, each from 0 to 100</legend>
        {orderingSchemes.map((scheme) => (
          <TextField
            key={scheme}
            label={schemeLabels[scheme]}
            name={scheme}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            value={entered[scheme]}
            onChange={(event) => setEntered({ ...entered, [scheme]: event.target.value })}
            hint={shareText(entered, scheme)}
            error={action.error(scheme)}
          />
        ))}
        <FieldError id="weights-error" message={allError} />
      </fieldset>
      <p className="weights-form__note">Applies to new visitors only; visitors already assigned keep their order.</p>
    </FormFrame>
  );
}
