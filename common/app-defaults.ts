// Plain values, no schemas: the page's first script reads these, and must not load zod for them (decision 044).
export const APP_VERSION = '20250227';
export const PAGE_CONFIG_GLOBAL = '__TRADESPACE_CONFIG__';
/**
 * Set on a logo press the app has tracked: the drawn page's own handler, which tracks the presses made before the
 * app has taken over, leaves such a press alone (decision 107).
 */
export const TRACKED_PRESS_MARK = 'tradespaceTracked';

/** The form options a page has unless its address says otherwise; app-config.ts holds their schema and checks these against it. */
export const defaultFormOptions = {
  hideHeader: false,
  askLeadPhone: false,
  leadForm: true,
  redirect: false,
  categorySearch: true,
  autoSkipMembership: false,
};
