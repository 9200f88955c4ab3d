import { randomUUID } from 'node:crypto';
import { connectRedis, type RedisLog } from './redis-client';
import { WriteCounter } from '../db/write-counter';

export const WRITES_CHANNEL = 'tradespace:database-writes';

export interface SharedWriteSignal {
  /** This process's writes and every other process's, as one count a read cache can watch. */
  writes: WriteCounter;
  /** False while the subscription is down: another process's write could then go unseen. */
  connected(): boolean;
  close(): Promise<void>;
}

/**
 * Tells the app's other processes about this one's writes over Redis pub/sub, and counts theirs
 * (docs/decisions/051-read-cache.md). The message leaves as the write finishes, before the reply that
 * follows it, so the browser's next request, wherever it lands, finds the other caches let go.
 */
export function connectSharedWriteSignal(redisUrl: string, local: WriteCounter, log?: RedisLog): SharedWriteSignal {
  const me = randomUUID();
  const writes = new WriteCounter();
  const publisher = connectRedis(redisUrl, 'telling other processes of writes', log);
  // ioredis subscribes again by itself after a reconnect (autoResubscribe)
  const subscriber = connectRedis(redisUrl, 'hearing of other processes’ writes (reads skip the cache meanwhile)', log, { maxRetriesPerRequest: null });
  let subscribed = false;
  subscriber.on('close', () => {
    subscribed = false;
  });
  subscriber.on('ready', () => {
    // whatever was written while the subscription was down is unknown: count it as a write
    writes.bump();
    subscribed = true;
  });
  subscriber.on('message', (_channel: string, sender: string) => {
    if (sender !== me) writes.bump();
  });
  subscriber.subscribe(WRITES_CHANNEL).catch(() => undefined);
  const stop = local.onBump(() => {
    writes.bump();
    publisher.publish(WRITES_CHANNEL, me).catch(() => undefined);
  });
  return {
    writes,
    connected: () => subscribed && subscriber.status === 'ready',
    async close() {
      stop();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
