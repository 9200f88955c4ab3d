import { useEffect, useRef, type DependencyList } from 'react';

export interface CallOutcome<T> {
  /** The reply, while the screen still wants it. */
  loaded: (value: T) => void;
  /** The failure, while the screen still wants it; without it a failure is left to the error popup. */
  failed?: (error: unknown) => void;
}

/**
 * Runs `run` (a server call) when the screen opens and again whenever `deps` change, and hands its outcome on
 * only while it is still wanted: a reply that arrives after the screen closed, or after newer deps started
 * another call, is dropped. The handlers may change on every render; the latest ones are used.
 */
export function useCall<T>(run: () => Promise<T>, deps: DependencyList, outcome: CallOutcome<T>): void {
  const handlers = useRef(outcome);
  useEffect(() => {
    handlers.current = outcome;
  });
  useEffect(() => {
    let wanted = true;
    run().then(
      (value) => wanted && handlers.current.loaded(value),
      (error: unknown) => wanted && handlers.current.failed?.(error),
    );
    return () => {
      wanted = false;
    };
    // the caller names what the call depends on; eslint checks that list (additionalHooks: useCall)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
