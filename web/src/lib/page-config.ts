import type { PageConfig } from '#common/app-config';
import { APP_VERSION, PAGE_CONFIG_GLOBAL, defaultFormOptions } from '#common/app-defaults';

const fallback: PageConfig = {
  orderingScheme: 'original',
  formOptions: defaultFormOptions,
  sessionId: '',
  baseUrl: '',
  appVersion: APP_VERSION,
  production: false,
  reviewsWidgetUrl: null,
  captcha: { provider: 'altcha', siteKey: null },
  partners: [],
  cards: { provider: 'local', publishableKey: null },
  user: null,
};

/** The config the server inlined into the page (see server/src/lib/page-html.ts). */
export function readPageConfig(): PageConfig {
  const inlined = (window as unknown as Record<string, unknown>)[PAGE_CONFIG_GLOBAL];
  return inlined && typeof inlined === 'object' ? { ...fallback, ...(inlined as Partial<PageConfig>) } : fallback;
}

export const pageConfig: PageConfig = readPageConfig();
