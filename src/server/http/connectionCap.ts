import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Keeps at most `max` connections open. At the cap, a new connection closes the one that has been idle longest (no
 * request in progress: just connected, half-sent headers or kept alive), so a flood of silent sockets cannot lock
 * people out; only when every connection is busy is the new one refused.
 */
export function capConnections(server: Server, max: number): void {
  // Insertion order is age: a socket re-added after its answer goes to the back.
  const open = new Set<Socket>();
  const idle = new Set<Socket>();
  const forget = (socket: Socket) => {
    open.delete(socket);
    idle.delete(socket);
  };

  server.on('connection', (socket: Socket) => {
    if (open.size >= max) {
      const oldest = idle.values().next();
      if (oldest.done === true) {
        socket.destroy();
        return;
      }
      forget(oldest.value);
      oldest.value.destroy();
    }
    open.add(socket);
    idle.add(socket);
    socket.once('close', () => {
      forget(socket);
    });
  });

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    idle.delete(socket);
    response.once('close', () => {
      if (open.has(socket) && !socket.destroyed) idle.add(socket);
    });
  });
}
