import type { DeliveryLog, EmailTransport, SmsTransport } from './provider';

// The offline default (every outside service has one): nothing leaves the machine. Each send is recorded in
// message_delivery by its idempotency key, as a provider honouring the key would: a message sent
// twice (a worker that died mid-send, then another's retry) is delivered once and counted twice,
// and /dev/outbox shows it delivered once.

export function createOfflineEmailTransport(deliveries: DeliveryLog): EmailTransport {
  return {
    name: 'offline',
    async send(message, key) {
      await deliveries.record({ ...key, channel: 'email', recipient: message.to });
    },
  };
}

export function createOfflineSmsTransport(deliveries: DeliveryLog): SmsTransport {
  return {
    name: 'offline',
    async send(message, key) {
      await deliveries.record({ ...key, channel: 'sms', recipient: message.to });
    },
  };
}
