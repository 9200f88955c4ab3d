import { z } from 'zod';
import { defaultFormOptions, formOptions } from '../../common/app-config';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

// Environment is parsed once at boot (STYLE habit 14); code reads env.X, never process.env.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_BASE_URL: z.string().default(''),
  WEB_DIST_DIR: z.string().default('./dist/web'),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  TRACKING_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  SEED_JOBS: flag.default(true),
  FORM_OPTIONS: z
    .string()
    .default('{}')
    .transform((text, ctx) => {
      try {
        return formOptions.partial().parse(JSON.parse(text));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'FORM_OPTIONS must be a JSON object of form options' });
        return z.NEVER;
      }
    })
    .transform((partial) => ({ ...defaultFormOptions, ...partial })),
  REVIEWS_WIDGET_URL: z.string().url().optional(),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_SECRET_KEY: z.string().optional(),
  ALTCHA_HMAC_KEY: z.string().min(16).optional(),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  return result.data;
}

export function isProduction(env: Env): boolean {
  return env.NODE_ENV === 'production';
}
