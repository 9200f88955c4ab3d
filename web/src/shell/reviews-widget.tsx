import { useEffect, useRef } from 'react';
import { pageConfig } from '../lib/page-config';

/** The third-party reviews widget: its script loads only when configured, otherwise nothing shows. */
export function ReviewsWidget() {
  const container = useRef<HTMLDivElement>(null);
  const url = pageConfig.reviewsWidgetUrl;
  useEffect(() => {
    if (!url || !container.current) return;
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    container.current.appendChild(script);
    return () => script.remove();
  }, [url]);
  if (!url) return null;
  return <div ref={container} className="reviews-widget" aria-label="Reviews from tradespeople" />;
}
