import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (a Date.now() value), re-rendering as they tick down. */
export function useSecondsUntil(until: number): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => {
      setTick((tick) => tick + 1);
      if (Date.now() >= until) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - Date.now()) / 1000));
}
