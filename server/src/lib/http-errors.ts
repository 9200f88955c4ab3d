import type { FieldErrors } from '#common/contract/errors';

/** A 4xx (or a 503 with its sentence) the handler means to send; the error handler turns it into the reply. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Sent with the reply, e.g. `retry-after` on a 503. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** A 422 with field errors in the spec's shape. */
export class ValidationError extends Error {
  readonly statusCode = 422;
  /** `extra` travels beside `errors`, e.g. the SMS login id of a duplicate phone. */
  constructor(
    readonly errors: FieldErrors,
    readonly extra: Record<string, unknown> = {},
  ) {
    super('The given data was invalid.');
  }
}

/** Collects field errors from several checks and throws them together. */
export class FieldErrorList {
  private readonly errors: FieldErrors = {};
  add(field: string, message: string | null | undefined): this {
    if (message) (this.errors[field] ??= []).push(message);
    return this;
  }
  /** The problems collected so far, field by field. */
  list(): FieldErrors {
    return { ...this.errors };
  }
  throwIfAny(): void {
    if (Object.keys(this.errors).length > 0) throw new ValidationError(this.errors);
  }
}

export function fieldError(field: string, message: string): ValidationError {
  return new ValidationError({ [field]: [message] });
}
