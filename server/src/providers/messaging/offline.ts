import type { Executor } from '#server/db/client';
import { createMessageDeliveryRepo } from '#server/repos/message-delivery-repo';
import type { EmailTransport, SmsTransport } from './provider';

// The offline default (every outside service has one): nothing leaves the machine. Each send is recorded in
// message_delivery by its idempotency key, as a provider honouring the key would: a message sent
// twice (a worker that died mid-send, then another's retry) is delivered once and counted twice,
// and /dev/outbox shows it delivered once.

export function createOfflineEmailTransport(db: Executor): EmailTransport {
  const deliveries = createMessageDeliveryRepo(db);
  return {
    name: 'offline',
    async send(message, key) {
      await deliveries.record({ ...key, channel: 'email', recipient: message.to });
    },
  };
}

export function createOfflineSmsTransport(db: Executor): SmsTransport {
  const deliveries = createMessageDeliveryRepo(db);
  return {
    name: 'offline',
    async send(message, key) {
      await deliveries.record({ ...key, channel: 'sms', recipient: message.to });
    },
  };
}
