import { useEffect, useRef } from 'react';

// The step view this document showed last ("route" or "route: heading"); null until the visit's first step is drawn.
let lastViewShown: string | null = null;

/**
 * On every step change focus moves to the new step's heading, so a keyboard or screen reader
 * user starts on the new step instead of on the page's body. `view` names what is shown: the route, plus
 * the heading where one route has several views (the primary trade after the trades). The visit's first
 * page is left as the browser opens it (at the top), and focus inside an open popup stays there. The
 * heading takes focus without scrolling: where the page sits is use-route-effects' job (decision 049).
 */
export function useArrivalFocus(view: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const changed = lastViewShown !== null && lastViewShown !== view;
    lastViewShown = view;
    if (!changed || document.activeElement?.closest('dialog[open]')) return;
    heading.current?.focus({ preventScroll: true });
  }, [view]);
  return heading;
}
