import { z } from 'zod';
import { userView } from './contract/user';
import { defaultFormOptions as plainDefaults } from './app-defaults';
import { orderingSchemes } from './step-order';

export { APP_VERSION, PAGE_CONFIG_GLOBAL } from './app-defaults';

export const formOptions = z.object({
  hideHeader: z.boolean(),
  askLeadPhone: z.boolean(),
  leadForm: z.boolean(),
  redirect: z.boolean(),
  categorySearch: z.boolean(),
  autoSkipMembership: z.boolean(),
});
export type FormOptions = z.infer<typeof formOptions>;
/** The defaults, checked against the schema here (app-defaults.ts imports nothing, so the page's first script stays small). */
export const defaultFormOptions: FormOptions = plainDefaults;
export const formOptionNames = Object.keys(formOptions.shape) as (keyof FormOptions)[];

/** What the server writes into every page it serves (the page config globals). */
export const pageConfig = z.object({
  orderingScheme: z.enum(orderingSchemes),
  formOptions,
  sessionId: z.string(),
  baseUrl: z.string(),
  appVersion: z.string(),
  production: z.boolean(),
  reviewsWidgetUrl: z.string().nullable(),
  captcha: z.object({ provider: z.enum(['altcha', 'recaptcha']), siteKey: z.string().nullable() }),
  /** Job-ad partners whose tracking pixel fires after a sign-up they sent (off unless configured). */
  partners: z.array(z.object({ source: z.string(), pixelUrl: z.string() })),
  /** Which card provider the billing step talks to, and Stripe.js's key (decision 028). */
  cards: z.object({ provider: z.enum(['local', 'stripe']), publishableKey: z.string().nullable() }),
  /** The signed-in user, so the first screen needs no extra round trip. */
  user: userView.nullable(),
});
export type PageConfig = z.infer<typeof pageConfig>;
