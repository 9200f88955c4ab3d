import type { FieldErrors } from '../../../common/contract/errors';

/** A 4xx the handler means to send; the error handler turns it into the reply. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A 422 with field errors in the spec's shape. */
export class ValidationError extends Error {
  readonly statusCode = 422;
  constructor(readonly errors: FieldErrors) {
    super('The given data was invalid.');
  }
}

export function fieldError(field: string, message: string): ValidationError {
  return new ValidationError({ [field]: [message] });
}
