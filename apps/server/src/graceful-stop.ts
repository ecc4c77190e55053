import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/**
 * How long a keep-alive connection must have been quiet before a stop closes it. A client may have sent a
 * request a moment ago that a busy server has not read yet; closing the connection under it would reset
 * that request. Each request that comes is answered (with `Connection: close`).
 */
export const IDLE_GRACE_MS = 500;
/** How often a stop looks for connections quiet long enough to close. */
const IDLE_SWEEP_MS = 100;

export interface GracefulStop {
  /** True once `stop` was called: every answer from then on says `Connection: close`. */
  readonly isStopping: boolean;
  /**
   * Stops accepting connections, answers every request already made or arriving on an open connection
   * in the grace time, closes idle keep-alive connections gracefully (FIN, never a reset), and resolves
   * when no connection is left.
   */
  stop(): Promise<void>;
}

/**
 * Graceful stop of a Node HTTP server under keep-alive load. Node's own `server.close()` destroys idle
 * keep-alive connections at once, and a request already on its way over one of them (sent, not yet read
 * by a busy server) is then reset. So this stops listening with the plain socket server's close, tells
 * every client to close its connection with its next answer, and closes a connection only once it has
 * been quiet for the grace time.
 */
export function gracefulStopOf(server: Server, options: { idleGraceMs?: number } = {}): GracefulStop {
  const idleGraceMs = options.idleGraceMs ?? IDLE_GRACE_MS;
  let isStopping = false;
  /** Each open connection: whether a request on it is being answered, and since when it is quiet. */
  const connections = new Map<Socket, { busy: boolean; quietSince: number }>();
  /** Answers begun but not yet sent, so that those already under way also close their connection. */
  const open = new Set<ServerResponse>();

  const closeAfterAnswer = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  };

  server.on('connection', (socket: Socket) => {
    connections.set(socket, { busy: false, quietSince: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const state = connections.get(request.socket);
    if (state) state.busy = true;
    response.once('close', () => {
      open.delete(response);
      if (state) {
        state.busy = false;
        state.quietSince = Date.now();
      }
    });
    if (isStopping) closeAfterAnswer(response);
    else open.add(response);
  });

  const closeQuietConnections = () => {
    const now = Date.now();
    for (const [socket, state] of connections) {
      if (!state.busy && now - state.quietSince >= idleGraceMs) socket.destroy();
    }
  };

  return {
    get isStopping() {
      return isStopping;
    },
    async stop() {
      if (isStopping) return;
      isStopping = true;
      for (const response of open) closeAfterAnswer(response);
      // Stop accepting without http.Server#close, which would destroy the idle connections right now.
      const closed = new Promise<void>((resolve) => {
        NetServer.prototype.close.call(server, () => resolve());
      });
      const sweep = setInterval(closeQuietConnections, IDLE_SWEEP_MS);
      try {
        await closed;
      } finally {
        clearInterval(sweep);
      }
    },
  };
}
