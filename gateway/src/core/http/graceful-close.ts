import net, { type Socket } from 'node:net';
import type { Server, ServerResponse } from 'node:http';

/** How long requests already accepted may take to be answered before their connections are cut. */
export const DRAIN_GRACE_MS = 10_000;

export interface GracefulServer {
  /**
   * Stops accepting connections and resolves once every open connection has ended, or after `graceMs` (the rest are
   * then cut). Every answer given meanwhile carries `Connection: close`.
   */
  drain(graceMs?: number): Promise<{ cut: number }>;
}

/**
 * Why not `server.close()`: since Node 19 it also closes every idle keep-alive connection at once. A client that has
 * just written its next request on such a connection sees it reset, and a load balancer or a script counts a failed
 * request. Draining instead stops accepting (the underlying net.Server's close: in a cluster worker that takes it out
 * of the supervisor's rotation), lets each open connection carry one more request whose answer says
 * `Connection: close`, and closes a connection only after that answer (which the client has been told about) or
 * when it has been idle for the server's keep-alive timeout, as HTTP allows at any time.
 */
export function gracefulServer(server: Server): GracefulServer {
  let draining = false;
  const open = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  const answering = new Set<ServerResponse>();
  // Registered first, so the header is set before the app writes its answer.
  server.prependListener('request', (_req, res) => {
    if (draining) return res.setHeader('Connection', 'close');
    answering.add(res);
    res.once('close', () => answering.delete(res));
  });
  return {
    drain(graceMs = DRAIN_GRACE_MS) {
      draining = true;
      // An answer still being prepared says so too; one already streaming ends as it began, and the connection's
      // next request (if any) is answered with the header.
      for (const res of answering) if (!res.headersSent) res.setHeader('Connection', 'close');
      return new Promise((resolve) => {
        let cut = 0;
        const timer = setTimeout(() => {
          cut = open.size;
          for (const socket of open) socket.destroy();
        }, graceMs);
        timer.unref();
        // 'close' fires when the listener is gone and the last connection has ended.
        net.Server.prototype.close.call(server, () => {
          clearTimeout(timer);
          resolve({ cut });
        });
      });
    },
  };
}
