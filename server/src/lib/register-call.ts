import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { FieldErrors } from '#common/contract/errors';
import { ValidationError } from './http-errors';
import { compressForCache, pageEncodingFor, type PageEncoding } from './cached-page';
import type { CallAuth, CallDef } from '#common/contract/define-call';
import { requireStaff } from './require-staff';
import { requireUser } from './require-user';

export interface CallContext<C extends CallDef> {
  input: z.output<C['input']>;
  params: NonNullable<C['params']> extends z.ZodType ? z.output<NonNullable<C['params']>> : Record<string, never>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A reply already checked against the call's output schema and written as JSON, for replies a route keeps and sends
 * many times (a kept search, a signed-in user's view): the check and the writing are done once, not per request.
 */
export class CheckedJson {
  private readonly encoded = new Map<PageEncoding, Buffer>();
  private constructor(readonly text: string) {}

  static of<C extends CallDef>(call: C, reply: z.input<C['output']>): CheckedJson {
    return new CheckedJson(JSON.stringify(call.output.parse(reply)));
  }

  /**
   * The text compressed once and kept with it (decision 052): a kept reply of any size costs no encoder per
   * request, so even the signed-in ping goes compressed.
   */
  encodedAs(encoding: PageEncoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = compressForCache(this.text, encoding);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/** Smaller kept replies are not worth a header: they gain less than the header costs. */
const CACHED_COMPRESS_FROM_BYTES = 256;

function sendChecked(request: FastifyRequest, reply: FastifyReply, answer: CheckedJson) {
  reply.type('application/json; charset=utf-8');
  if (answer.text.length < CACHED_COMPRESS_FROM_BYTES) return reply.send(answer.text);
  const encoding = pageEncodingFor(request.headers['accept-encoding']);
  reply.header('Vary', 'Accept-Encoding');
  if (encoding === null) return reply.send(answer.text);
  return reply.header('Content-Encoding', encoding).send(answer.encodedAs(encoding));
}

type Handler<C extends CallDef> = (context: CallContext<C>) => Promise<z.input<C['output']> | CheckedJson>;

/**
 * The hook that refuses a caller the call's `auth` does not admit, as a `preParsing` hook: it runs
 * before the body is read, parsed or validated, so a visitor gets 401 whatever it sent (decision 068).
 * The handlers' own `requireUser`/`requireStaff` stay as the second guard that also hands them the id.
 */
export function authHook(auth: CallAuth | undefined) {
  if (auth === undefined) return [];
  return [
    async (request: FastifyRequest) => {
      if (auth === 'trader') requireUser(request);
      else requireStaff(request);
    },
  ];
}

/**
 * The problems only the server can see (a common password, an unknown postcode) in a body that failed the schema, for
 * the fields the schema accepted, so one reply names every field's problem.
 */
type ProblemsBesideInvalid = (body: Record<string, unknown>, flagged: FieldErrors) => Promise<FieldErrors>;

/** A refusal of the schema with the server's own problems of the other fields beside it. */
async function withServerProblems(refusal: Error, body: unknown, problemsOf: ProblemsBesideInvalid): Promise<Error> {
  if (!(refusal instanceof ValidationError) || typeof body !== 'object' || body === null) return refusal;
  const more = await problemsOf(body as Record<string, unknown>, refusal.errors);
  return new ValidationError({ ...more, ...refusal.errors }, refusal.extra);
}

/** Registers one contract call: its path, its input schema, its 200 reply schema. */
export function registerCall<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: Handler<C>,
  options: { config?: RouteShorthandOptions['config']; problemsBesideInvalid?: ProblemsBesideInvalid } = {},
): void {
  const { problemsBesideInvalid } = options;
  const inputKey = call.method === 'GET' ? 'querystring' : 'body';
  app.route({
    method: call.method,
    url: call.path,
    schema: {
      ...(call.multipart ? {} : { [inputKey]: call.input }),
      ...(call.params ? { params: call.params } : {}),
      response: { 200: call.output },
    },
    config: options.config,
    attachValidation: problemsBesideInvalid !== undefined,
    preParsing: authHook(call.auth),
    handler: async (request, reply) => {
      if (request.validationError && problemsBesideInvalid) {
        throw await withServerProblems(request.validationError, request.body, problemsBesideInvalid);
      }
      const input = (call.method === 'GET' ? request.query : request.body) as CallContext<C>['input'];
      const params = (request.params ?? {}) as CallContext<C>['params'];
      const answer = await handler({ input, params, request, reply });
      if (answer instanceof CheckedJson) return sendChecked(request, reply, answer);
      return answer;
    },
  });
}
