import { AsyncResource } from 'node:async_hooks';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

interface Waiting {
  res: Response;
  next: NextFunction;
  /** The request's own async context: it is started from another request's end. */
  context: AsyncResource;
  /** Its client left while it waited. */
  gone: boolean;
  /** It has had its turn. */
  taken: boolean;
}

/** The line at one moment: requests being worked on, and requests waiting for a turn. */
export interface AdmissionStats {
  inFlight: number;
  waiting: number;
}

/**
 * Admission control (GATEWAY_MAX_IN_FLIGHT), first come, first served: at most `maxInFlight` requests of this
 * process are worked on at once; the others wait in arrival order, and a request whose client leaves while it waits
 * is dropped. A turn ends when the response
 * closes (answered, or its client gone) or after `turnMs`, whichever comes first: the line orders the many short
 * requests, and a long or stuck one cannot hold it. More than `maxWaiting` waiting: the newcomer gets `busy` (503).
 *
 * Why: without it every request that arrives is started at once, and the ones that need the database queue for
 * its pooled connections, each pooled connection serving about one statement per turn of a busy event loop, while
 * requests that need no statement finish in one turn. Under load a seller's dashboard then waited seven times as
 * long as a page. With a bound near the pool's size, the waiting happens here, in one line, in arrival order, so
 * every request waits about as long as the one before it; what is started finds a connection free.
 */
export function admission(
  { maxInFlight, maxWaiting, turnMs }: { maxInFlight: number; maxWaiting: number; turnMs: number },
  busy: RequestHandler,
): RequestHandler & { stats(): AdmissionStats } {
  let inFlight = 0;
  /** The line, first at `head`; a taken place is cleared so its request can be collected. */
  const line: (Waiting | undefined)[] = [];
  let head = 0;
  /** Requests in the line whose clients are still there. */
  let waiting = 0;

  const finishOne = () => {
    inFlight -= 1;
    while (head < line.length) {
      const nextUp = line[head];
      line[head] = undefined;
      head += 1;
      if (!nextUp || nextUp.gone) continue;
      waiting -= 1;
      nextUp.taken = true;
      nextUp.context.runInAsyncScope(start, null, nextUp.res, nextUp.next);
      break;
    }
    if (head === line.length || (head > 1024 && head * 2 > line.length)) {
      line.splice(0, head);
      head = 0;
    }
  };
  const start = (res: Response, next: NextFunction) => {
    inFlight += 1;
    let ended = false;
    const endTurn = () => {
      if (ended) return;
      ended = true;
      clearTimeout(overdue);
      finishOne();
    };
    // A long answer (an export streaming for seconds) or a stuck one gives up its turn after turnMs and goes on.
    const overdue = setTimeout(endTurn, turnMs).unref();
    res.once('close', endTurn);
    next();
  };

  const handler = (req: Request, res: Response, next: NextFunction) => {
    // The client left while the session or the body was read: nothing to answer, and 'close' will not come again.
    if (res.closed) return;
    if (inFlight < maxInFlight) return start(res, next);
    if (waiting >= maxWaiting) return busy(req, res, next);
    const entry: Waiting = { res, next, context: new AsyncResource('paydesk.admission'), gone: false, taken: false };
    line.push(entry);
    waiting += 1;
    res.once('close', () => {
      if (entry.taken) return;
      entry.gone = true;
      waiting -= 1;
    });
  };
  // What the metrics read when scraped (core/metrics): the line's state, not a copy kept up to date.
  return Object.assign(handler, { stats: (): AdmissionStats => ({ inFlight, waiting }) });
}
