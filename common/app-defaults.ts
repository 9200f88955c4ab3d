import type { FormOptions } from './app-config';

// Plain values, no schemas: the page's first script reads these, and must not load zod for them (docs/decisions/044).
export const APP_VERSION = '20250227';
export const PAGE_CONFIG_GLOBAL = '__TRADESPACE_CONFIG__';

export const defaultFormOptions: FormOptions = {
  hideHeader: false,
  askLeadPhone: false,
  leadForm: true,
  redirect: false,
  categorySearch: true,
  autoSkipMembership: false,
};
