import { parseEnv } from '#server/env';
import { createMessagingProviders } from './index';
import type { DeliveryLog } from './provider';

const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };
// the offline transports only record a delivery when they send, which these tests do not
const unusedDatabase: DeliveryLog = { record: () => Promise.reject(new Error('not sent in these tests')) };

test('without SMTP or SMS settings, messages stay in the local outbox', () => {
  const providers = createMessagingProviders(parseEnv(base), unusedDatabase);

  expect([providers.email.name, providers.sms.name]).toEqual(['offline', 'offline']);
});

test('SMTP_URL and SMS_API_URL switch on the real transports', () => {
  const env = parseEnv({ ...base, SMTP_URL: 'smtp://127.0.0.1:2525', SMS_API_URL: 'https://sms.example/send', SMS_API_KEY: 'k' });

  const providers = createMessagingProviders(env, unusedDatabase);

  expect([providers.email.name, providers.sms.name]).toEqual(['smtp', 'sms-http']);
});

test('an SMS gateway without its key stops the start-up', () => {
  const env = parseEnv({ ...base, SMS_API_URL: 'https://sms.example/send' });

  expect(() => createMessagingProviders(env, unusedDatabase)).toThrow('SMS_API_KEY');
});

test('the TWILIO_ settings switch on the Twilio adapter', () => {
  const env = parseEnv({ ...base, TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+447700900000' });

  expect(createMessagingProviders(env, unusedDatabase).sms.name).toBe('twilio');
});

test('Twilio without a sender, or beside SMS_API_URL, stops the start-up', () => {
  const half = parseEnv({ ...base, TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't' });
  const both = parseEnv({
    ...base,
    TWILIO_ACCOUNT_SID: 'AC1',
    TWILIO_AUTH_TOKEN: 't',
    TWILIO_FROM: 'x',
    SMS_API_URL: 'https://sms.example',
    SMS_API_KEY: 'k',
  });

  expect(() => createMessagingProviders(half, unusedDatabase)).toThrow('TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID');
  expect(() => createMessagingProviders(both, unusedDatabase)).toThrow('not both');
});
