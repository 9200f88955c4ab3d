import type { FastifyInstance } from 'fastify';
import accountInfo from './account/info';
import captchaChallenge from './auth/captcha-challenge';
import addressLookup from './helpers/address';
import health from './system/health';
import track from './tracking/track';
import devOutbox from './dev/outbox';
import categories from './helpers/categories';
import categorySearch from './helpers/category-search';
import jobsEstimate from './helpers/jobs-estimate';
import jobsEstimateForLead from './helpers/jobs-estimate-for-lead';
import tradeSettings from './account/trade-settings';
import tradeSettingsSave from './account/trade-settings-save';
import leadRegister from './lead/register';
import leadUpdate from './lead/update';
import register from './setup/register';
import smsLoginCode from './auth/sms-login-code';
import smsLoginPick from './auth/sms-login-pick';
import smsLoginStart from './auth/sms-login-start';
import loginLink from './auth/login-link';
import passwordLogin from './auth/password-login';

/** Every API route of the app; each file registers the calls of one contract group. */
export async function registerRoutes(app: FastifyInstance) {
  await app.register(health);
  await app.register(accountInfo);
  await app.register(track);
  await app.register(devOutbox);
  await app.register(captchaChallenge);
  await app.register(addressLookup);
  await app.register(categories);
  await app.register(categorySearch);
  await app.register(jobsEstimate);
  await app.register(jobsEstimateForLead);
  await app.register(tradeSettings);
  await app.register(tradeSettingsSave);
  await app.register(leadRegister);
  await app.register(leadUpdate);
  await app.register(register);
  await app.register(smsLoginCode);
  await app.register(smsLoginPick);
  await app.register(smsLoginStart);
  await app.register(loginLink);
  await app.register(passwordLogin);
}
