import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

// A connection ended gracefully gets this long to see its FIN answered before it is cut.
const END_GRACE_MS = 1000;

export interface ConnectionDrain {
  /**
   * Closes every connection that carries no request now (idle keep-alive ones, and ones that
   * never sent a request or only part of one), and each other one as its response ends.
   */
  closeIdle(): void;
  /** Cuts every connection still open, requests in progress or not. */
  closeAll(): void;
}

/**
 * Tracks the connections of an HTTP server for a shutdown. `server.close()` waits for every
 * connection to end, and Node's own idle closing (Fastify's `forceCloseConnections: 'idle'`) skips
 * a connection that has not finished a first request (it counts as active for the headers
 * timeout): a client that opened a keep-alive connection and sent nothing yet held the shutdown
 * until the 10 s force timer ended the process without closing the database.
 */
export function trackConnections(server: Server): ConnectionDrain {
  const open = new Set<Socket>();
  const busy = new Map<Socket, number>();
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  // Node then ends the connection itself once the response is out.
  const lastOnConnection = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('connection', 'close');
  };

  const end = (socket: Socket) => {
    socket.end();
    setTimeout(() => socket.destroy(), END_GRACE_MS).unref();
  };

  server.on('connection', (socket: Socket) => {
    if (draining) {
      socket.destroy();
      return;
    }
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      busy.delete(socket);
    });
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    inFlight.add(response);
    if (draining) lastOnConnection(response);
    response.once('close', () => {
      inFlight.delete(response);
      const left = (busy.get(socket) ?? 1) - 1;
      if (left > 0) busy.set(socket, left);
      else busy.delete(socket);
      if (draining && left <= 0) end(socket);
    });
  });

  return {
    closeIdle() {
      draining = true;
      for (const response of inFlight) lastOnConnection(response);
      for (const socket of open) {
        if (!busy.has(socket)) socket.destroy();
      }
    },
    closeAll() {
      draining = true;
      for (const socket of open) socket.destroy();
    },
  };
}
