import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Carries change notices (the scopes whose cached reads are out of date) to every server process.
 * The process that made the change applies it to its own caches at once, before its answer goes
 * out; the others hear of it through Redis a moment later, as they would see any write a moment
 * after it commits.
 */
export type ChangeBus = {
  /** Applied here before it returns; the promise settles once the other processes were sent it. */
  notify: (scopes: readonly string[]) => Promise<void>;
  /** False while notices from other processes cannot arrive: caches must not be used then. */
  connected: () => boolean;
  /** `listener` gets every notice; `lost` is called when notices may have been missed. */
  listen: (listener: (scopes: readonly string[]) => void, lost: () => void) => void;
  close: () => Promise<void>;
};

/** One process: notices go straight to its own listeners. */
export function createLocalChangeBus(): ChangeBus {
  const listeners: Array<(scopes: readonly string[]) => void> = [];
  return {
    notify: async (scopes) => {
      for (const listener of listeners) listener(scopes);
    },
    connected: () => true,
    listen: (listener) => {
      listeners.push(listener);
    },
    close: async () => {},
  };
}

const CHANNEL = 'tutor:changes';
/** The notice that tells every process to forget everything it keeps. */
const FORGET_ALL = '*';
/** How often a process whose notice failed to publish tries again to reach the others. */
const REPUBLISH_MS = 1000;

/**
 * Several processes: each notice is applied here and published on a Redis channel the other
 * processes subscribe to. A subscription that drops and comes back may have missed notices, so
 * every listener is told to forget everything it holds.
 *
 * A notice that fails to publish (while the others' subscriptions are fine) would leave them
 * answering from what they kept. This process then forgets what it keeps and keeps nothing, and
 * sends "forget everything" to the others: at once, and every second after until it gets through;
 * only then does it keep reads again. The notice that failed is still rejected, so its caller logs it.
 */
export function createRedisChangeBus(publisher: Redis, subscriber: Redis, channel = CHANNEL): ChangeBus {
  const me = randomBytes(8).toString('hex');
  const local = createLocalChangeBus();
  const lostListeners: Array<() => void> = [];
  let subscribed = false;
  let published = true;
  let retry: NodeJS.Timeout | null = null;
  const lost = () => {
    for (const listener of lostListeners) listener();
  };
  // Until the subscription is in place (and again after it dropped, until ioredis has subscribed
  // anew), notices could be missed: nothing cached then, and what was cached before is forgotten.
  subscriber.on('close', () => {
    subscribed = false;
    lost();
  });
  const subscribe = () =>
    subscriber.subscribe(channel).then(
      () => {
        lost();
        subscribed = true;
      },
      () => {
        subscribed = false;
      },
    );
  subscriber.on('ready', () => {
    if (!subscribed) void subscribe();
  });
  void subscribe();
  subscriber.on('message', (_channel: string, message: string) => {
    const separator = message.indexOf(' ');
    if (separator < 0 || message.slice(0, separator) === me) return;
    const scopes = message.slice(separator + 1);
    if (scopes === FORGET_ALL) lost();
    else local.notify(scopes.split(' '));
  });
  const tellOthersToForget = async (): Promise<void> => {
    try {
      await publisher.publish(channel, `${me} ${FORGET_ALL}`);
      published = true;
    } catch {
      retry ??= setTimeout(() => {
        retry = null;
        void tellOthersToForget();
      }, REPUBLISH_MS);
      retry.unref();
    }
  };
  return {
    notify: async (scopes) => {
      await local.notify(scopes);
      try {
        await publisher.publish(channel, `${me} ${scopes.join(' ')}`);
      } catch (error) {
        published = false;
        lost();
        await tellOthersToForget();
        throw error;
      }
    },
    // Kept reads are answered only while notices arrive here and this process's own get out.
    connected: () => subscribed && published,
    listen: (listener, onLost) => {
      local.listen(listener, onLost);
      lostListeners.push(onLost);
    },
    close: async () => {
      if (retry) clearTimeout(retry);
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
