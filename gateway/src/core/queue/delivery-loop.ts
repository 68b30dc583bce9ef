import { log } from '../log/logger';

/**
 * The loop every outgoing-delivery queue runs in a gateway process (shops' paid callbacks, webhooks): claim a due
 * item (the claim itself, in PostgreSQL, keeps two processes from taking one item and holds the per-target limit),
 * send it outside any transaction, keep up to `concurrency` sends in flight, claim again whenever one ends and poll
 * every `pollMs` for items that fall due. A send never waits for another, so one slow target holds only its own
 * share of the slots.
 */
export interface DeliveryLoop {
  /** Stops claiming and waits for the sends in flight. */
  stop(): Promise<void>;
}

export interface DeliveryLoopOptions<C> {
  /** Names the loop in its log lines. */
  name: string;
  claim: () => Promise<C | null>;
  send: (claim: C) => Promise<unknown>;
  concurrency: number;
  pollMs?: number;
}

export function startDeliveryLoop<C>(opts: DeliveryLoopOptions<C>): DeliveryLoop {
  const running = new Set<Promise<void>>();
  let stopped = false;
  let filling = false;
  let again = false;
  const fill = async (): Promise<void> => {
    if (filling) {
      again = true;
      return;
    }
    filling = true;
    try {
      do {
        again = false;
        while (!stopped && running.size < opts.concurrency) {
          const claim = await opts.claim();
          if (!claim) break;
          const post: Promise<void> = opts
            .send(claim)
            .then(
              () => undefined,
              (error: unknown) => log.error({ err: error }, `${opts.name} delivery failed`),
            )
            .finally(() => {
              running.delete(post);
              void fill();
            });
          running.add(post);
        }
      } while (again && !stopped);
    } catch (error) {
      log.error({ err: error }, `${opts.name} claim failed`);
    } finally {
      filling = false;
    }
  };
  const timer = setInterval(() => void fill(), opts.pollMs ?? 1_000);
  void fill();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (filling) await new Promise((resolve) => setTimeout(resolve, 10));
      await Promise.allSettled([...running]);
    },
  };
}
