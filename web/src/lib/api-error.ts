import type { FieldErrors } from '#common/contract/errors';

/** Every non-2xx reply becomes one of these. Status 0 is a network failure. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly url: string,
    readonly fieldErrors: FieldErrors = {},
    readonly code = '',
    /** The whole reply body, for fields that travel beside `errors` (e.g. an SMS login `id`). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(`HTTP ${status} from ${url}`);
    this.name = 'ApiError';
  }

  get isValidation(): boolean {
    return this.status === 422;
  }

  /** The first message of a field, the only one shown under it. */
  firstError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
