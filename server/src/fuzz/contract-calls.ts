import * as contract from '#common/contract/index';
import type { CallDef } from '#common/contract/define-call';
import { quoteRequestFields } from '#common/contract/calls/public-profile';
import { PROFILE_PREFIX } from '#common/public-pages';
import { FORM_TOKEN_FIELD } from '../lib/form-token';
import { HONEYPOT_FIELD } from '../public-pages/quote-form';

/** One route the fuzz test sends to: a contract call, or a route outside the contract (the quote form). */
export interface FuzzTarget {
  name: string;
  method: 'GET' | 'POST';
  /** Fastify-style path with `:name` segments. */
  path: string;
  multipart: boolean;
  /** The fields its input declares, so sent bodies get past "no such field" into the checks. */
  fields: string[];
  /** A plain HTML form post (urlencoded, no XHR headers) rather than an API call. */
  htmlForm?: boolean;
  /** A call whose plain form posts are answered with a page, as its own page posts it (a customer's review: decision 139). */
  formPostsAnswerPages?: boolean;
}

interface SchemaLike {
  _zod?: { def?: Record<string, unknown> & { type?: string } };
}

/** The top-level field names of an input schema, looking through pipes, transforms, unions and wrappers. */
export function fieldNamesOf(schema: unknown, depth = 0): string[] {
  const def = (schema as SchemaLike | undefined)?._zod?.def;
  if (!def || depth > 10) return [];
  switch (def.type) {
    case 'object':
      return Object.keys((def.shape as Record<string, unknown> | undefined) ?? {});
    case 'pipe':
      return fieldNamesOf(def.in, depth + 1);
    case 'union':
      return [...new Set((def.options as unknown[]).flatMap((option) => fieldNamesOf(option, depth + 1)))];
    case 'intersection':
      return [...new Set([...fieldNamesOf(def.left, depth + 1), ...fieldNamesOf(def.right, depth + 1)])];
    default:
      return 'innerType' in def ? fieldNamesOf(def.innerType, depth + 1) : [];
  }
}

function isCallDef(value: unknown): value is CallDef {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<CallDef>;
  return (candidate.method === 'GET' || candidate.method === 'POST') && typeof candidate.path === 'string' && 'input' in candidate;
}

/** Every call the contract's barrel declares (so a new call is fuzzed without being listed), and the quote form. */
export function fuzzTargets(): FuzzTarget[] {
  const targets: FuzzTarget[] = [];
  for (const [group, exported] of Object.entries(contract)) {
    if (!exported || typeof exported !== 'object' || isCallDef(exported)) continue;
    for (const [name, call] of Object.entries(exported)) {
      if (!isCallDef(call)) continue;
      targets.push({
        name: `${group}.${name}`,
        method: call.method,
        path: call.path,
        multipart: call.multipart === true,
        fields: fieldNamesOf(call.input),
        ...(call === contract.reviews.writeReview ? { formPostsAnswerPages: true } : {}),
      });
    }
  }
  // not a contract call: the public profile's plain HTML quote form (routes/public/quote-request.ts)
  targets.push({
    name: 'public quote form',
    method: 'POST',
    path: `${PROFILE_PREFIX}/:url/quote`,
    multipart: false,
    fields: [FORM_TOKEN_FIELD, HONEYPOT_FIELD, ...quoteRequestFields],
    htmlForm: true,
  });
  return targets;
}

/** The path with each `:name` replaced by its value as sent (not escaped: odd values are the point). */
export function fillRawPath(path: string, values: Record<string, string>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, key: string) => values[key] ?? '1');
}

export function pathParamsOf(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] ?? '');
}
