import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { GENERAL_ERROR_FIELD, type FieldErrors } from '#common/contract/errors';
import { HttpError, ValidationError } from './http-errors';
import { inputProblemSentence } from './input-messages';

export const BODY_NOT_FIELDS = 'The details sent could not be read. Please refresh the page and try again.';
export const PATH_NOT_FOUND = 'We could not find what you asked for.';
/** U+0000: PostgreSQL stores it in no text or jsonb column, and no form sends it. */
export const NUL_NOT_ALLOWED = 'This contains a character that cannot be saved. Please remove it and try again.';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : GENERAL_ERROR_FIELD;
    // own keys only: a field named "constructor" must not find Object's
    if (!Object.hasOwn(errors, field)) errors[field] = [];
    errors[field]?.push(issue.message);
  }
  return errors;
}

function hasNul(value: unknown): boolean {
  // a loop, not recursion: a field of z.unknown() may hold thousands of levels
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (Array.isArray(next)) {
      for (const inner of next) pending.push(inner);
    } else if (isPlainObject(next) && [Object.prototype, null].includes(Object.getPrototypeOf(next) as object | null)) {
      for (const [key, inner] of Object.entries(next)) pending.push(key, inner);
    }
  }
  return false;
}

/** The first field of parsed input holding a NUL character, in a text, a key, or anywhere inside. */
function fieldWithNul(input: unknown): string | null {
  if (typeof input !== 'object' || input === null) return hasNul(input) ? GENERAL_ERROR_FIELD : null;
  for (const [field, value] of Object.entries(input)) {
    if (field.includes('\u0000')) return GENERAL_ERROR_FIELD;
    if (hasNul(value)) return field;
  }
  return null;
}

/**
 * Checks input a route read itself (the text fields of a multipart body) as the compiler checks a JSON body:
 * the schema's own sentences field by field, never zod's words.
 */
export function checkInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; value: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(input, { error: inputProblemSentence });
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, errors: fieldErrorsOf(result.error.issues) };
}

/**
 * Validates a route's body, query and path parameters with its zod schema (the contract's), so
 * malformed input never reaches a handler or a refinement that expects fields:
 * - a body is a JSON object of fields; an absent one (Fastify hands `null`) is no fields, which
 *   calls without input accept and others answer field by field; any other JSON is a 400;
 * - problems are 422 `{ errors: { field: [sentence] } }`, in zod's words only where a schema
 *   wrote its own (see input-messages.ts);
 * - path parameters that do not fit name nothing that exists: 404;
 * - a NUL character left in the parsed input (schemas may strip it first) is a 422 under its field.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const check = (data: unknown) => {
    let input = data;
    if (httpPart === 'body') {
      if (input === null || input === undefined) input = {};
      else if (!isPlainObject(input)) return { error: new HttpError(400, 'invalid_body', BODY_NOT_FIELDS) };
    }
    const result = schema.safeParse(input, { error: inputProblemSentence });
    const nulField = result.success ? fieldWithNul(result.data) : null;
    if (result.success && nulField === null) return { value: result.data };
    if (httpPart === 'params') return { error: new HttpError(404, 'not_found', PATH_NOT_FOUND) };
    if (nulField !== null) return { error: new ValidationError({ [nulField]: [NUL_NOT_ALLOWED] }) };
    return { error: new ValidationError(fieldErrorsOf(result.error?.issues ?? [])) };
  };
  // Most calls send nothing in their query (every GET of the page) or body, and the page's GETs send the same few short
  // queries again and again (account/info's version tag): each such accepted answer is worked out once per route and
  // each request gets its own copy. Refusals are built per request, as before.
  const kept = new Map<string, { value: unknown } | null>();
  return (data: unknown) => {
    const key = keyOf(httpPart, data);
    if (key === null) return check(data);
    let answer = kept.get(key);
    if (answer === undefined) {
      const checked = check(data);
      answer = checked.error === undefined && isFlat(checked.value) ? { value: checked.value } : null;
      if (kept.size >= KEPT_INPUTS) kept.delete(kept.keys().next().value as string);
      kept.set(key, answer);
    }
    if (answer === null) return check(data);
    return { value: isPlainObject(answer.value) ? { ...answer.value } : answer.value };
  };
};

/** Inputs kept per route and part: a flood of different queries only ever pushes the oldest out. */
const KEPT_INPUTS = 32;
const KEPT_QUERY_LENGTH = 200;

/** What an input is kept under: nothing sent, or a short query of plain texts; null for everything checked each time. */
function keyOf(httpPart: string | undefined, data: unknown): string | null {
  if (httpPart === 'params') return null;
  if (sentNothing(data)) return '';
  if (httpPart !== 'querystring' || !isPlainObject(data)) return null;
  let length = 0;
  for (const [name, value] of Object.entries(data)) {
    if (typeof value !== 'string') return null;
    length += name.length + value.length;
    if (length > KEPT_QUERY_LENGTH) return null;
  }
  return JSON.stringify(data);
}

/** A parsed input whose copy shares nothing a handler could change: its fields hold no objects or arrays. */
function isFlat(value: unknown): boolean {
  if (!isPlainObject(value)) return typeof value !== 'object' || value === null;
  return Object.values(value).every((field) => typeof field !== 'object' || field === null);
}

/** No query parameters, or no body (absent, or an empty JSON object). */
function sentNothing(data: unknown): boolean {
  return data === null || data === undefined || (isPlainObject(data) && Object.keys(data).length === 0);
}
