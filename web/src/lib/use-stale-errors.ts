import { useCallback, useEffect, useLayoutEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import type { FieldErrors } from '#common/contract/errors';

const fieldOnPage = (field: string) => document.querySelector(`[data-field="${CSS.escape(field)}"]`) !== null;

/** The field a change happened in: its `[data-field]` wrapper, or the control's own name. */
function fieldOfEvent(event: Event): string | null {
  const target = event.target;
  if (!(target instanceof Element)) return null;
  return target.closest('[data-field]')?.getAttribute('data-field') ?? target.getAttribute('name');
}

const without = (errors: FieldErrors, gone: (field: string) => boolean): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => !gone(field)));

/**
 * Keeps a form's messages about what is on the page now: a field's message goes as soon as the field
 * changes, and a message for a field that was not on the page when it came (a field a later choice reveals) is never
 * shown under it. A field the message itself brings out (an e-mail box shown again to correct it) keeps it.
 * `noteArrival(errors)` is called as new messages are set, while the page still shows what was submitted.
 */
export function useStaleErrors(setErrors: Dispatch<SetStateAction<FieldErrors>>) {
  const absent = useRef(new Set<string>());
  const changedSince = useRef(false);
  // which set of messages a change saw: a change made before the latest messages came clears none of them
  const generation = useRef(0);

  useEffect(() => {
    const onChange = (event: Event) => {
      changedSince.current = true;
      const field = fieldOfEvent(event);
      const seen = generation.current;
      // after the event's task: a render between a select's input and change events would undo the choice
      window.setTimeout(() => {
        if (field && seen === generation.current)
          setErrors((current) => (field in current ? without(current, (name) => name === field) : current));
      });
    };
    document.addEventListener('input', onChange, true);
    document.addEventListener('change', onChange, true);
    return () => {
      document.removeEventListener('input', onChange, true);
      document.removeEventListener('change', onChange, true);
    };
  }, [setErrors]);

  // after every render, before it is painted: a field that has just appeared is either brought out by its
  // message (no change since: the message is seen and stays) or revealed by a change (the message is stale)
  useLayoutEffect(() => {
    if (absent.current.size === 0) return;
    const appeared = [...absent.current].filter(fieldOnPage);
    if (appeared.length === 0) return;
    for (const field of appeared) absent.current.delete(field);
    if (changedSince.current) setErrors((current) => without(current, (field) => appeared.includes(field)));
  });

  return useCallback((next: FieldErrors) => {
    changedSince.current = false;
    generation.current += 1;
    absent.current = new Set(Object.keys(next).filter((field) => !fieldOnPage(field)));
  }, []);
}
