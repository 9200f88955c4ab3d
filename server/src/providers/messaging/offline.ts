import type { EmailTransport, SmsTransport } from './index';

// The offline default (STYLE habit 13): the outbox row is the delivery. Nothing leaves the
// machine, the worker marks the row sent, and /dev/outbox shows it as delivered.

export const offlineEmailTransport: EmailTransport = {
  name: 'offline',
  async send() {},
};

export const offlineSmsTransport: SmsTransport = {
  name: 'offline',
  async send() {},
};
