import { AREA_BASES_MAX, isBasePostcode, normaliseBasePostcode } from '#common/service-areas';
import { Button } from '#web/components/ui/button';
import { FieldError } from '#web/components/ui/field-error';
import { coverageOf, uniqueDistricts, type Circle, type MapDistrict } from './area-geometry';
import { AreaBaseRow } from './area-base-row';
import { AreaMap } from './area-map';
import { nearKey, type AreaEditorState, type EditedArea } from './use-area-editor';

export interface TradeAreaPanelProps {
  index: number;
  area: EditedArea;
  tradeName: string;
  editor: AreaEditorState;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** One trade's area: its bases, the map and the live count of districts and last week's jobs. */
export function TradeAreaPanel({ index, area, tradeName, editor }: TradeAreaPanelProps) {
  const field = `areas.${index}`;
  const lists: MapDistrict[][] = [];
  const circles: (Circle & { label: string })[] = [];
  let ready = area.bases.length > 0;
  for (const base of area.bases) {
    const postcode = normaliseBasePostcode(base.postcode);
    const near = isBasePostcode(postcode) ? editor.near[nearKey(area.trade_id, postcode)] : undefined;
    if (typeof near === 'object') {
      lists.push(near.districts);
      circles.push({ ...near.centre, radiusMiles: base.radius_miles, label: postcode });
    } else if (near !== 'unknown') ready = false;
  }
  const districts = uniqueDistricts(lists);
  const { covered, jobs } = coverageOf(districts, circles);
  const count = ready ? { districts: covered.size, jobs } : area.saved;
  const headingId = `area-heading-${area.trade_id}`;
  return (
    <section className="trade-area" aria-labelledby={headingId}>
      <h3 id={headingId}>{tradeName}</h3>
      {area.bases.map((base, position) => (
        <AreaBaseRow
          key={base.key}
          tradeName={tradeName}
          field={`${field}.bases.${position}`}
          position={position}
          base={base}
          error={editor.form.error}
          onPostcode={(postcode) => editor.setPostcode(area.trade_id, base.key, postcode)}
          onCommit={() => editor.commitPostcode(area.trade_id, base.key)}
          onRadius={(miles) => editor.setRadius(area.trade_id, base.key, miles)}
          onRemove={position > 0 ? () => editor.removeBase(area.trade_id, base.key) : undefined}
        />
      ))}
      <div data-field={`${field}.bases`}>
        <FieldError
          id={`${headingId}-bases-error`}
          message={editor.form.error(`${field}.bases`) ?? editor.form.error(`${field}.trade_id`)}
        />
      </div>
      {area.bases.length < AREA_BASES_MAX && (
        <Button variant="secondary" onClick={() => editor.addBase(area.trade_id)}>
          Add another postcode for {tradeName}
        </Button>
      )}
      <p className="trade-area__count" aria-live="polite">
        {tradeName}: {plural(count.districts, 'postcode district', 'postcode districts')} covered, {plural(count.jobs, 'job', 'jobs')}{' '}
        posted there in the last 7 days.
      </p>
      <AreaMap tradeName={tradeName} circles={circles} districts={districts} covered={covered} />
    </section>
  );
}
