import type { FastifyRequest } from 'fastify';
import { imageMessages } from '#common/contract/calls/photos';
import { UPLOAD_FIELD } from '#common/contract/define-call';
import { fieldError } from './http-errors';
import { MAX_IMAGE_BYTES } from './image-pipeline';

/** What an upload route tells the visitor about the file itself (images by default). */
export interface UploadRules {
  maxBytes: number;
  messages: { missing: string; tooLarge: string; oneAtATime: string };
}
const imageRules: UploadRules = { maxBytes: MAX_IMAGE_BYTES, messages: imageMessages };

/** A multipart body with no boundary, the wrong one, or cut off: whatever the file was, it did not arrive. */
export const UPLOAD_UNREADABLE = 'The file did not arrive complete. Please choose it and upload it again.';

function limitMessage(error: unknown, messages: UploadRules['messages']): string | undefined {
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return messages.tooLarge;
  return ['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT'].includes(code) ? messages.oneAtATime : undefined;
}

/** The one file of a multipart body and its text fields, as sent; a file missing is null (the caller says so). */
export interface UploadWithFields {
  file: Buffer | null;
  fields: Record<string, string>;
}

/**
 * Reads the multipart body: the file in field `file` and the text fields named in `fieldNames` (others are
 * ignored). A malformed or cut-off body is a 422 under `file` (the reader's own errors, e.g. busboy's
 * "Boundary not found", are not the server's). The declared name and type are ignored: the caller judges the
 * content (the image pipeline, the certificate check).
 */
export async function readUploadWithFields(
  request: FastifyRequest,
  rules: UploadRules,
  fieldNames: readonly string[] = [],
): Promise<UploadWithFields> {
  const { messages } = rules;
  if (!request.isMultipart()) throw fieldError(UPLOAD_FIELD, messages.missing);
  const sent: UploadWithFields = { file: null, fields: {} };
  // the parser's own limits, so a large or crowded body is a field error, not a bare 413
  const limits = { fileSize: rules.maxBytes, files: 1, fields: 10, parts: 12, fieldSize: 1024 };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type !== 'file') {
        if (fieldNames.includes(part.fieldname) && typeof part.value === 'string') sent.fields[part.fieldname] = part.value;
        continue;
      }
      const bytes = await part.toBuffer(); // read even when unwanted, so the body is consumed
      if (part.fieldname === UPLOAD_FIELD && bytes.length > 0) sent.file = bytes;
    }
  } catch (error) {
    // only the multipart reader runs in here: what it refuses is the body, never the server
    throw fieldError(UPLOAD_FIELD, limitMessage(error, messages) ?? UPLOAD_UNREADABLE);
  }
  return sent;
}

/** The bytes of the one file sent in field `file` of a multipart body (the upload calls); none is a 422 under `file`. */
export async function readUpload(request: FastifyRequest, rules: UploadRules = imageRules): Promise<Buffer> {
  const { file } = await readUploadWithFields(request, rules);
  if (!file) throw fieldError(UPLOAD_FIELD, rules.messages.missing);
  return file;
}
