import { detectBrand, digitsOf, parseExpiry } from '#common/cards';
import { pageConfig } from '#web/lib/page-config';
import { networkError, type BillingDetails, type CardDriver, type ProviderError, type SetupState } from './card-driver';

export interface LocalCardValues {
  number: string;
  expiry: string;
  cvc: string;
}

interface StripeLikeIntent {
  status: string;
  payment_method: string | null;
  last_setup_error: { code: string; decline_code: string | null; message: string } | null;
  next_action: { redirect_to_url: { url: string } } | null;
}

const base = () => `${pageConfig.baseUrl}/local-stripe/v1`;

function errorOf(body: unknown): ProviderError {
  const error = (body as { error?: { code?: string; decline_code?: string | null; message?: string } }).error;
  return error?.code ? { code: error.code, declineCode: error.decline_code ?? null, message: error.message ?? '' } : networkError;
}

/** Our local stand-in for Stripe's API: JSON instead of form encoding, otherwise the same replies. */
async function post(
  path: string,
  body: unknown,
): Promise<{ ok: true; json: Record<string, unknown> } | { ok: false; error: ProviderError }> {
  try {
    const response = await fetch(`${base()}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as Record<string, unknown>;
    return response.ok ? { ok: true, json } : { ok: false, error: errorOf(json) };
  } catch {
    return { ok: false, error: networkError };
  }
}

const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';

/** The local provider's tokeniser and setup calls (decision 028), from what the form holds. */
export function createLocalCardDriver(values: LocalCardValues): CardDriver {
  const card = () => {
    const expiry = parseExpiry(values.expiry);
    if (!expiry) return null;
    return { number: digitsOf(values.number), exp_month: expiry.month, exp_year: expiry.year, cvc: values.cvc.trim() };
  };
  const incompleteExpiry: ProviderError = { code: 'incomplete_expiry', declineCode: null, message: '' };

  return {
    brand: () => (digitsOf(values.number).length >= 2 ? detectBrand(values.number) : null),
    async confirmSetup(clientSecret, billing: BillingDetails, returnUrl) {
      const details = card();
      if (!details) return { kind: 'error', error: incompleteExpiry };
      const created = await post('/payment_methods', { type: 'card', card: details, billing_details: billing });
      if (!created.ok) return { kind: 'error', error: created.error };
      const paymentMethodId = String(created.json.id);
      const confirmed = await post(`/setup_intents/${intentIdOf(clientSecret)}/confirm`, {
        client_secret: clientSecret,
        payment_method: paymentMethodId,
        return_url: returnUrl,
      });
      if (!confirmed.ok) return { kind: 'error', error: confirmed.error };
      const intent = confirmed.json as unknown as StripeLikeIntent;
      if (intent.status === 'requires_action' && intent.next_action) {
        return { kind: 'requires_action', paymentMethodId, url: intent.next_action.redirect_to_url.url };
      }
      return { kind: 'succeeded', paymentMethodId };
    },
    async retrieveSetup(clientSecret): Promise<SetupState> {
      const query = new URLSearchParams({ client_secret: clientSecret });
      const response = await fetch(`${base()}/setup_intents/${intentIdOf(clientSecret)}?${query}`).catch(() => null);
      if (!response?.ok) return { status: 'unknown', paymentMethodId: null, error: networkError };
      const intent = (await response.json()) as StripeLikeIntent;
      const error = intent.last_setup_error;
      return {
        status: intent.status,
        paymentMethodId: intent.payment_method,
        error: error ? { code: error.code, declineCode: error.decline_code, message: error.message } : null,
      };
    },
    async createToken(billing) {
      const details = card();
      if (!details) return { error: incompleteExpiry };
      const created = await post('/tokens', { card: details, billing_details: billing });
      return created.ok ? { token: String(created.json.id) } : { error: created.error };
    },
  };
}
