import { z } from 'zod';
import type { AddressSuggestion } from '#common/contract/calls/helpers';
import type { AddressLookup } from './provider';

export interface IdealPostcodesOptions {
  apiKey: string;
  /** https://api.ideal-postcodes.co.uk; tests point it at a local fake. */
  baseUrl: string;
  timeoutMs?: number;
}

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');
const address = z.object({
  line_1: text,
  line_2: text,
  line_3: text,
  post_town: text,
  county: text,
  postcode: text,
  country: text,
  udprn: z.union([z.number(), z.string()]),
});
const reply = z.object({ code: z.number().optional(), result: z.array(address).optional() });

const NOT_FOUND_CODE = 4040;

/** GET /v1/postcodes/{postcode}: every delivery point of a postcode, from Royal Mail's PAF. */
export function createIdealPostcodesLookup(options: IdealPostcodesOptions): AddressLookup {
  return {
    async find(postcode) {
      const url = new URL(`/v1/postcodes/${encodeURIComponent(postcode.replace(/\s+/g, ''))}`, options.baseUrl);
      url.searchParams.set('api_key', options.apiKey);
      const response = await fetch(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      const parsed = reply.safeParse(await response.json().catch(() => null));
      if (response.status === 404 || (parsed.success && parsed.data.code === NOT_FOUND_CODE)) return [];
      if (!response.ok || !parsed.success || !parsed.data.result) {
        throw new Error(`Ideal Postcodes answered HTTP ${response.status} (code ${parsed.data?.code ?? 'none'})`);
      }
      return parsed.data.result.map((row): AddressSuggestion => ({
        unique_id: String(row.udprn),
        line_1: row.line_1,
        // the contract has two lines; a third (rare) joins the second
        line_2: [row.line_2, row.line_3].filter(Boolean).join(', '),
        post_town: row.post_town,
        county: row.county,
        postcode: row.postcode,
        country: row.country,
      }));
    },
  };
}
