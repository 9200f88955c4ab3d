// One request as a fuzz case sends it.
/** One request as it goes on the wire: what is sent, not what a client library would make of it. */
export interface RawRequest {
  /** The kind of malformation, for the figures and a failure's message. */
  kind: string;
  /** Path parameter values, as sent; `own` stands for the sender's own value (its tracking session). */
  params: Record<string, string>;
  /** GET calls: the query string after `?`. */
  query?: string;
  payload?: string | Buffer;
  contentType?: string;
}

export type Body = Omit<RawRequest, 'params' | 'query'>;
