import { useEffect, useId, useRef, useState } from 'react';
import type { CardBrand } from '#common/cards';
import { FieldError } from '#web/components/ui/field-error';
import type { CardDriver } from './card-driver';
import { createStripeCardDriver } from './stripe-card-driver';

interface Props {
  publishableKey: string;
  onReady: (driver: CardDriver) => void;
  error: (field: string) => string | undefined;
}

type Part = 'number' | 'expiry' | 'cvc';
const parts: { part: Part; label: string }[] = [
  { part: 'number', label: 'Card number' },
  { part: 'expiry', label: 'Expiry date' },
  { part: 'cvc', label: 'Security code (CVC)' },
];

/** Stripe.js Elements, loaded from js.stripe.com only when this form shows (decision 028). */
export function StripeCardFields({ publishableKey, onReady, error }: Props) {
  const id = useId();
  const hosts = useRef<Partial<Record<Part, HTMLDivElement | null>>>({});
  const [live, setLive] = useState<Partial<Record<Part, string>>>({});
  const [failed, setFailed] = useState(false);

  // mounting a third-party widget into the page is what an effect is for
  useEffect(() => {
    let cancelled = false;
    let brand: CardBrand | null = null;
    const cleanups: (() => void)[] = [];
    (async () => {
      const { loadStripe } = await import('@stripe/stripe-js/pure');
      const stripe = await loadStripe(publishableKey);
      if (!stripe || cancelled) return;
      const elements = stripe.elements({ locale: 'en-GB' });
      const report = (part: Part, message: string | undefined) => setLive((current) => ({ ...current, [part]: message }));
      const number = elements.create('cardNumber', { showIcon: true });
      const expiry = elements.create('cardExpiry');
      const cvc = elements.create('cardCvc');
      number.on('change', (event) => {
        brand = event.brand === 'unknown' ? null : event.brand;
        report('number', event.error?.message);
      });
      expiry.on('change', (event) => report('expiry', event.error?.message));
      cvc.on('change', (event) => report('cvc', event.error?.message));
      const { number: numberHost, expiry: expiryHost, cvc: cvcHost } = hosts.current;
      if (!numberHost || !expiryHost || !cvcHost) return;
      number.mount(numberHost);
      expiry.mount(expiryHost);
      cvc.mount(cvcHost);
      cleanups.push(
        () => number.destroy(),
        () => expiry.destroy(),
        () => cvc.destroy(),
      );
      onReady(createStripeCardDriver(stripe, number, () => brand));
    })().catch(() => setFailed(true));
    return () => {
      cancelled = true;
      cleanups.forEach((cleanup) => cleanup());
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [publishableKey]);

  return (
    <div className="billing__stripe">
      {failed && (
        <p className="field-error" role="alert">
          We could not load the secure card form. Please reload the page.
        </p>
      )}
      {parts.map(({ part, label }) => {
        const message = error(part) ?? live[part];
        return (
          <div key={part} className={['field', message ? 'field--invalid' : null].filter(Boolean).join(' ')} data-field={part}>
            <span className="field__label" id={`${id}-${part}-label`}>
              {label}
            </span>
            <div
              className="field__input billing__element"
              ref={(element) => void (hosts.current[part] = element)}
              aria-labelledby={`${id}-${part}-label`}
            />
            <FieldError id={`${id}-${part}-error`} message={message} />
          </div>
        );
      })}
    </div>
  );
}
