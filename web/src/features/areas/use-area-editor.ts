import { useEffect, useRef, useState } from 'react';
import type { AreaView } from '#common/contract/calls/service-areas';
import { endpoints } from '#common/contract/endpoints';
import { AREA_BASES_MAX, districtOfBase, isBasePostcode, normaliseBasePostcode } from '#common/service-areas';
import { call } from '#web/lib/api';
import { useFormAction } from '#web/lib/use-form-action';
import type { MapDistrict, Point } from './area-geometry';

export interface EditedBase {
  /** Stable across removals, for React keys and focus. */
  key: number;
  postcode: string;
  radius_miles: number;
}

export interface EditedArea {
  trade_id: number;
  bases: EditedBase[];
  /** As the server last counted them (the live count takes over once the map's districts are in). */
  saved: { districts: number; jobs: number };
}

export interface NearBase {
  centre: Point & { outcode: string };
  districts: MapDistrict[];
}

let nextKey = 1;
const edited = (area: AreaView): EditedArea => ({
  trade_id: area.trade_id,
  bases: area.bases.map((base) => ({ key: nextKey++, ...base })),
  saved: { districts: area.districts, jobs: area.jobs_last_7_days },
});

/** The key of one base's districts: the district and the trade (jobs are the trade's). */
export const nearKey = (tradeId: number, postcode: string) => `${tradeId} ${districtOfBase(normaliseBasePostcode(postcode))}`;

/** The area editor's state (decision 087): each trade's bases, the districts near them, the save. */
export function useAreaEditor() {
  const [areas, setAreas] = useState<EditedArea[] | null>(null);
  const [near, setNear] = useState<Record<string, NearBase | 'loading' | 'unknown'>>({});
  const [savedNote, setSavedNote] = useState(false);
  // changed since loaded or saved: the location step's Continue saves only then
  const [changed, setChanged] = useState(false);
  const form = useFormAction();
  const asked = useRef(new Set<string>());

  useEffect(() => {
    let live = true;
    call(endpoints.serviceAreas.areaSettings, {})
      .then((reply) => live && setAreas(reply.areas.map(edited)))
      // a failed call went to the error popup; the editor then shows no trades rather than a spinner for ever
      .catch(() => live && setAreas([]));
    return () => {
      live = false;
    };
  }, []);

  /** Loads the districts near each base once per district and trade. */
  useEffect(() => {
    for (const area of areas ?? []) {
      for (const base of area.bases) {
        const postcode = normaliseBasePostcode(base.postcode);
        const key = nearKey(area.trade_id, postcode);
        if (!isBasePostcode(postcode) || asked.current.has(key)) continue;
        asked.current.add(key);
        setNear((current) => ({ ...current, [key]: 'loading' }));
        call(endpoints.serviceAreas.areaDistricts, { postcode, trade_id: area.trade_id }, { handles: [422] }).then(
          (reply) => setNear((current) => ({ ...current, [key]: reply })),
          () => setNear((current) => ({ ...current, [key]: 'unknown' })),
        );
      }
    }
  }, [areas]);

  function change(tradeId: number, update: (bases: EditedBase[]) => EditedBase[]) {
    setSavedNote(false);
    setChanged(true);
    setAreas((current) => current?.map((area) => (area.trade_id === tradeId ? { ...area, bases: update(area.bases) } : area)) ?? null);
  }

  /** Saves every trade's bases; resolves to whether the server took them (its refusals are under the fields). */
  async function save(): Promise<boolean> {
    let saved = false;
    await form.run(async () => {
      if (!areas) return;
      setSavedNote(false);
      const body = areas.map((area) => ({
        trade_id: area.trade_id,
        bases: area.bases.map((base) => ({ postcode: base.postcode, radius_miles: base.radius_miles })),
      }));
      const reply = await call(endpoints.serviceAreas.areaSettingsSave, { areas: body });
      setAreas(reply.areas.map(edited));
      setChanged(false);
      setSavedNote(true);
      saved = true;
    });
    return saved;
  }

  return {
    areas,
    near,
    form,
    savedNote,
    setRadius: (tradeId: number, key: number, radius: number) =>
      change(tradeId, (bases) => bases.map((base) => (base.key === key ? { ...base, radius_miles: radius } : base))),
    /** What the field shows while typing; the districts load once it is committed (blur or Enter). */
    setPostcode: (tradeId: number, key: number, postcode: string) =>
      change(tradeId, (bases) => bases.map((base) => (base.key === key ? { ...base, postcode } : base))),
    commitPostcode: (tradeId: number, key: number) =>
      change(tradeId, (bases) =>
        bases.map((base) =>
          base.key === key && base.postcode.trim() ? { ...base, postcode: normaliseBasePostcode(base.postcode) } : base,
        ),
      ),
    addBase: (tradeId: number) =>
      change(tradeId, (bases) =>
        bases.length >= AREA_BASES_MAX ? bases : [...bases, { key: nextKey++, postcode: '', radius_miles: bases[0]?.radius_miles ?? 10 }],
      ),
    removeBase: (tradeId: number, key: number) => change(tradeId, (bases) => bases.filter((base) => base.key !== key)),
    save,
    /** The location step's Continue: saves what the editor shows if it changed; false when the save failed. */
    saveIfChanged: () => (changed ? save() : Promise.resolve(true)),
  };
}
export type AreaEditorState = ReturnType<typeof useAreaEditor>;
