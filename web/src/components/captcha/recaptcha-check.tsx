import { useEffect, useRef } from 'react';

interface Grecaptcha {
  ready: (callback: () => void) => void;
  render: (container: HTMLElement, parameters: Record<string, unknown>) => number;
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit';
let loading: Promise<Grecaptcha> | null = null;

function grecaptcha(): Grecaptcha | undefined {
  return (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
}

/** The provider script loads on demand, the first time a captcha is shown. */
function loadRecaptcha(): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const api = grecaptcha();
      if (api) api.ready(() => resolve(api));
      else reject(new Error('reCAPTCHA did not load'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Google's v2 checkbox; remount (a new `key`) for a fresh widget. */
export function RecaptchaCheck({
  siteKey,
  onToken,
  onFailed,
}: {
  siteKey: string;
  onToken: (token: string | null) => void;
  onFailed?: () => void;
}) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    onToken(null);
    loadRecaptcha()
      .then((api) => {
        const target = container.current;
        if (cancelled || !target) return;
        const slot = target.appendChild(document.createElement('div'));
        api.render(slot, {
          sitekey: siteKey,
          callback: (token: string) => onToken(token),
          'expired-callback': () => onToken(null),
          'error-callback': () => {
            onToken(null);
            onFailed?.();
          },
        });
      })
      .catch(() => onFailed?.());
    return () => {
      cancelled = true;
      // eslint-disable-next-line react-hooks/exhaustive-deps -- the cleanup empties whatever the container holds when it runs
      container.current?.replaceChildren();
    };
    // runs once per mount: onToken may be a new function on every render of the caller
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [siteKey]);

  return <div ref={container} className="captcha-recaptcha" />;
}
