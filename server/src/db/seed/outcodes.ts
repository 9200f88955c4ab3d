import { readFileSync } from 'node:fs';
import type { Database } from '../client';
import { outcode } from '../schema/index';
import { parseCsv } from './csv';

export interface OutcodeRow {
  outcode: string;
  latitude: number;
  longitude: number;
  place: string;
  county: string;
  country: string;
}

// Relative to this module: the build copies seed/data/ next to the bundled server.
const OUTCODES_FILE = new URL('./data/uk-outcodes.csv', import.meta.url);

let cached: OutcodeRow[] | undefined;

/** Every UK postcode district from shared/data/uk-outcodes.csv, in file order. */
export function readOutcodes(): OutcodeRow[] {
  cached ??= parseCsv(readFileSync(OUTCODES_FILE, 'utf8')).map(toOutcodeRow);
  return cached;
}

function toOutcodeRow(record: Record<string, string>): OutcodeRow {
  const latitude = Number(record.lat);
  const longitude = Number(record.lng);
  if (!record.outcode || !Number.isFinite(latitude) || !Number.isFinite(longitude)) {
    throw new Error(`uk-outcodes.csv: bad row ${JSON.stringify(record)}`);
  }
  return {
    outcode: record.outcode,
    latitude,
    longitude,
    place: record.place ?? '',
    county: record.county ?? '',
    country: record.country ?? '',
  };
}

/** Adds the districts the table lacks; existing rows are left as they are. */
export async function seedOutcodes(db: Database): Promise<void> {
  const existing = new Set((await db.select({ outcode: outcode.outcode }).from(outcode)).map((row) => row.outcode));
  const missing = readOutcodes().filter((row) => !existing.has(row.outcode));
  for (let start = 0; start < missing.length; start += 1000) {
    await db
      .insert(outcode)
      .values(missing.slice(start, start + 1000))
      .onConflictDoNothing();
  }
}
