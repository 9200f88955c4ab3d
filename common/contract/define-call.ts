import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST';

/** One API call, declared once: the server registers it, the web client calls it. */
export interface CallDef<Input extends z.ZodType = z.ZodType, Output extends z.ZodType = z.ZodType, Params extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  /** Fastify-style path; `:name` segments are filled from `params` by the client. */
  path: string;
  /** The body of a POST, the query of a GET. */
  input: Input;
  output: Output;
  params?: Params;
  /** Multipart uploads send a file in field `file`; the input then describes the other fields. */
  multipart?: boolean;
  /**
   * Who may make the call (decision 068): `trader` a signed-in trader, `staff` a
   * signed-in member of staff (both factors); absent: anyone. Checked before the body is read: 401 first.
   */
  auth?: CallAuth;
}

export type CallAuth = 'trader' | 'staff';

/** The multipart field every upload sends its file in. */
export const UPLOAD_FIELD = 'file';

export function defineCall<Input extends z.ZodType, Output extends z.ZodType, Params extends z.ZodType = z.ZodType>(
  call: CallDef<Input, Output, Params>,
): CallDef<Input, Output, Params> {
  return call;
}

export type CallInput<C extends CallDef> = z.input<C['input']>;
export type CallOutput<C extends CallDef> = z.output<C['output']>;

export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}
