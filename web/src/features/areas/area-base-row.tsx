import { AREA_RADIUS_MAX_MILES, AREA_RADIUS_MIN_MILES } from '#common/service-areas';
import { Button } from '#web/components/ui/button';
import { FieldShell } from '#web/components/ui/field-shell';
import { TextField } from '#web/components/ui/text-field';
import type { EditedBase } from './use-area-editor';

export interface AreaBaseRowProps {
  tradeName: string;
  /** Where the base sits in the body: `areas.0.bases.1`, the start of its fields' error keys. */
  field: string;
  position: number;
  base: EditedBase;
  error: (field: string) => string | undefined;
  onPostcode: (postcode: string) => void;
  onCommit: () => void;
  onRadius: (miles: number) => void;
  onRemove?: () => void;
}

const miles = (value: number) => `${value} ${value === 1 ? 'mile' : 'miles'}`;

/** One base: its postcode, the radius slider with the miles shown, and (for an extra one) a remove button. */
export function AreaBaseRow({ tradeName, field, position, base, error, onPostcode, onCommit, onRadius, onRemove }: AreaBaseRowProps) {
  const name = position === 0 ? 'Main postcode' : `Extra postcode ${position}`;
  return (
    <div className="area-base" role="group" aria-label={`${tradeName}: ${name.toLowerCase()}`}>
      <TextField
        name={`${field}.postcode`}
        label={`${name} for ${tradeName}`}
        value={base.postcode}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={12}
        hint={position === 0 ? 'A postcode or a district, like RG1 1AA or RG1' : undefined}
        error={error(`${field}.postcode`)}
        onChange={(event) => onPostcode(event.target.value)}
        onBlur={onCommit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onCommit();
          }
        }}
      />
      <FieldShell
        name={`${field}.radius_miles`}
        label={`Radius around ${base.postcode || name.toLowerCase()} for ${tradeName}`}
        status={miles(base.radius_miles)}
        error={error(`${field}.radius_miles`)}
      >
        {(control) => (
          <input
            {...control}
            type="range"
            className="area-base__slider"
            min={AREA_RADIUS_MIN_MILES}
            max={AREA_RADIUS_MAX_MILES}
            step={1}
            value={base.radius_miles}
            aria-valuetext={miles(base.radius_miles)}
            onChange={(event) => onRadius(Number(event.target.value))}
          />
        )}
      </FieldShell>
      {onRemove && (
        <Button variant="secondary" className="area-base__remove" onClick={onRemove}>
          Remove {base.postcode || name.toLowerCase()}
        </Button>
      )}
    </div>
  );
}
