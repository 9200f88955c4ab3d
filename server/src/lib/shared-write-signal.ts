import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { closeRedis, connectRedis, REDIS_RETRY_CAP_MS, type RedisLog } from './redis-client';
import { WriteCounter } from '../db/write-counter';

export const WRITES_CHANNEL = 'tradespace:database-writes';

/**
 * How long the cache stays off after the subscription is confirmed again: every other process's publisher
 * reconnects within one retry step (REDIS_RETRY_CAP_MS) and sends again what it could not send meanwhile.
 */
export const SETTLE_MS = REDIS_RETRY_CAP_MS + 500;
/** A subscription that hears nothing cannot tell silence from a hung server: it asks this often. */
const HEARTBEAT_MS = 1000;

export interface SharedWriteSignal {
  /** This process's writes and every other process's, as one count a read cache can watch. */
  writes: WriteCounter;
  /** False while another process's write could go unseen: the read cache then reads the database. */
  connected: () => boolean;
  close: () => Promise<void>;
}

export interface SharedWriteSignalOptions {
  log?: RedisLog;
  /** Each connection is handed over once made (app.redisState watches them). */
  onConnection?: (redis: Redis) => void;
  settleMs?: number;
}

/**
 * Tells the app's other processes about this one's writes over Redis pub/sub, and counts theirs
 * (decisions 051, 071-redis-outage.md). The message leaves as the write finishes, before the
 * reply that follows it, so the browser's next request, wherever it lands, finds the other caches let go.
 * Trust comes back only once the SUBSCRIBE is confirmed and the other publishers have had time to reconnect:
 * whatever was written meanwhile is then counted as one write.
 */
export function connectSharedWriteSignal(redisUrl: string, local: WriteCounter, options: SharedWriteSignalOptions = {}): SharedWriteSignal {
  const { log, settleMs = SETTLE_MS } = options;
  const me = randomUUID();
  const writes = new WriteCounter();
  const publisher = connectRedis(
    redisUrl,
    { purpose: 'telling other processes of writes', fallback: 'sending again once reconnected' },
    log,
  );
  const subscriber = connectRedis(
    redisUrl,
    { purpose: 'hearing of other processes’ writes', fallback: 'reads skipping the cache' },
    log,
    // subscribing again is ours to do, so "connected" waits for the confirmation
    { autoResubscribe: false },
  );
  options.onConnection?.(publisher);
  options.onConnection?.(subscriber);

  let trusted = false;
  // each connection of the subscriber gets its own attempt; a late confirmation of an older one is ignored
  let attempt = 0;
  let settling: NodeJS.Timeout | undefined;
  const distrust = () => {
    attempt += 1;
    trusted = false;
    clearTimeout(settling);
  };
  subscriber.on('close', distrust);
  subscriber.on('ready', () => {
    distrust();
    const mine = attempt;
    subscriber.subscribe(WRITES_CHANNEL).then(
      () => {
        settling = setTimeout(() => {
          if (mine !== attempt) return;
          // whatever was written while the subscription was down is unknown: count it as a write
          writes.bump();
          trusted = true;
        }, settleMs);
      },
      () => subscriber.disconnect(true),
    );
  });
  subscriber.on('message', (_channel: string, sender: string) => {
    if (sender !== me) writes.bump();
  });
  const heartbeat = setInterval(() => {
    if (trusted) subscriber.ping().catch(() => subscriber.disconnect(true));
  }, HEARTBEAT_MS);
  heartbeat.unref();

  // a message that could not leave is sent once the publisher is back, so the others let go then at the latest
  let unsent = false;
  const publish = () => {
    unsent = false;
    publisher.publish(WRITES_CHANNEL, me).catch(() => {
      unsent = true;
      // timed out on a connection that looks up (a hung server): reconnect, and send again once ready
      if (publisher.status === 'ready') publisher.disconnect(true);
    });
  };
  publisher.on('ready', () => {
    if (unsent) publish();
  });
  const stop = local.onBump(() => {
    writes.bump();
    publish();
  });
  return {
    writes,
    connected: () => trusted && subscriber.status === 'ready',
    async close() {
      stop();
      distrust();
      clearInterval(heartbeat);
      await Promise.all([closeRedis(subscriber), closeRedis(publisher)]);
    },
  };
}
