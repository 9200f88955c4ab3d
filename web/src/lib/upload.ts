import type { CallDef, CallOutput } from '#common/contract/define-call';
import { fillPath, UPLOAD_FIELD } from '#common/contract/define-call';
import type { Endpoint } from '#common/contract/endpoint';
import { apiHeaders, settleReply } from './api';
import { ApiError } from './api-error';
import { pageConfig } from './page-config';

export interface UploadOptions {
  params?: Record<string, string | number>;
  /** Called as the file goes up, with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /**
   * The server's size rule: a larger file is refused here, before a byte is sent, as the 422 under `file`
   * the server would answer, in its words (a phone on a slow line does not wait to hear "too large").
   */
  limit?: { maxBytes: number; tooLarge: string };
  /** Text fields sent before the file, in the same request (the insurance certificate's details). */
  fields?: Record<string, string>;
}

function parseJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Sends one file to a multipart call (its endpoint, as `call` takes) in field `file`, after any text fields; no file
 * (null) sends the fields alone, for the server to say what is missing with the rest. XMLHttpRequest, not fetch,
 * because only it reports upload progress; the headers and the reply's road are lib/api.ts's own.
 */
export function uploadForm<C extends CallDef>(
  endpoint: Endpoint<C>,
  file: File | null,
  options: UploadOptions = {},
): Promise<CallOutput<C>> {
  if (!endpoint.multipart) throw new Error(`${endpoint.path} takes no upload`);
  const url = `${pageConfig.baseUrl}${fillPath(endpoint.path, options.params)}`;
  if (file && options.limit && file.size > options.limit.maxBytes) {
    return Promise.reject(new ApiError(422, url, { [UPLOAD_FIELD]: [options.limit.tooLarge] }));
  }
  const body = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) body.append(name, value);
  if (file) body.append(UPLOAD_FIELD, file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, url);
    for (const [name, value] of Object.entries(apiHeaders(false))) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        resolve(settleReply(request.status, parseJson(request.responseText), url) as CallOutput<C>);
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = request.onabort = request.ontimeout = () => reject(new ApiError(0, url));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}

/** Sends one file, alone, to a multipart call (see uploadForm). */
export function upload<C extends CallDef>(endpoint: Endpoint<C>, file: File, options: UploadOptions = {}): Promise<CallOutput<C>> {
  return uploadForm(endpoint, file, options);
}
