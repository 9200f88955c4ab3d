import { useCallback, useRef, useState } from 'react';
import type { FieldErrors } from '#common/contract/errors';
import { isApiError, type ApiError } from './api-error';
import { scrollToFirstError } from './scroll-to-error';
import { track } from './tracking';
import { useStaleErrors } from './use-stale-errors';

export interface FormAction {
  pending: boolean;
  errors: FieldErrors;
  /** The first message of a field, the one the form shows. */
  error: (field: string) => string | undefined;
  setErrors: (errors: FieldErrors) => void;
  /** Runs the submit once at a time; field errors land under their fields, other failures in the popup. */
  run: (action: () => Promise<void>, onApiError?: (error: ApiError) => boolean | void) => Promise<void>;
}

export interface FormActionOptions {
  scrollOffset?: number;
  /** A step's route name: its saves are tracked as `saved` and `saved.error`. */
  trackAs?: string;
}

export function useFormAction(options: FormActionOptions = {}): FormAction {
  const [pending, setPending] = useState(false);
  const [errors, setErrorState] = useState<FieldErrors>({});
  const running = useRef(false);
  const noteArrival = useStaleErrors(setErrorState);

  const setErrors = useCallback(
    (next: FieldErrors) => {
      noteArrival(next);
      setErrorState(next);
      const fields = Object.keys(next);
      if (fields.length > 0) scrollToFirstError(fields, options.scrollOffset);
    },
    [options.scrollOffset, noteArrival],
  );

  const run = useCallback<FormAction['run']>(
    async (action, onApiError) => {
      if (running.current) return; // a double click submits once
      running.current = true;
      setPending(true);
      setErrorState({});
      try {
        await action();
        if (options.trackAs) track(options.trackAs, 'saved');
      } catch (caught) {
        if (!isApiError(caught)) throw caught;
        if (options.trackAs) track(options.trackAs, 'saved.error', { status: caught.status, fields: Object.keys(caught.fieldErrors) });
        if (onApiError?.(caught) === true) return;
        if (caught.isValidation) setErrors(caught.fieldErrors);
        // network failures just stop the spinner; other statuses went to the error popup
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [setErrors, options.trackAs],
  );

  return { pending, errors, error: (field) => errors[field]?.[0], setErrors, run };
}
