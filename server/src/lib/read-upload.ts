import type { FastifyRequest } from 'fastify';
import { imageMessages } from '../../../common/contract/calls/photos';
import { UPLOAD_FIELD } from '../../../common/contract/define-call';
import { fieldError } from './http-errors';
import { MAX_IMAGE_BYTES } from './image-pipeline';

// the parser's own limits, so a large or crowded body is a field error, not a bare 413
const PARSER_LIMITS = { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 12 };
const LIMIT_MESSAGES: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: imageMessages.tooLarge,
  FST_FILES_LIMIT: imageMessages.oneAtATime,
  FST_FIELDS_LIMIT: imageMessages.oneAtATime,
  FST_PARTS_LIMIT: imageMessages.oneAtATime,
};

function limitMessage(error: unknown): string | undefined {
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  return LIMIT_MESSAGES[code];
}

/**
 * The bytes of the one file sent in field `file` of a multipart body (spec setup-steps §5).
 * Every other case is a 422 under `file`. The declared name and type are ignored: the image
 * pipeline judges the content.
 */
export async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fieldError(UPLOAD_FIELD, imageMessages.missing);
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: PARSER_LIMITS })) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer(); // read even when unwanted, so the body is consumed
      if (part.fieldname === UPLOAD_FIELD) file = bytes;
    }
  } catch (error) {
    const message = limitMessage(error);
    if (message) throw fieldError(UPLOAD_FIELD, message);
    throw error;
  }
  if (!file || file.length === 0) throw fieldError(UPLOAD_FIELD, imageMessages.missing);
  return file;
}
