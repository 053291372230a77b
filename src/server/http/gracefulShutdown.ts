import { Server } from 'node:http';
import type { ServerType } from '@hono/node-server';

/**
 * On SIGINT or SIGTERM: stop accepting connections, let in-flight requests finish for up to
 * `deadlineMs`, run `cleanup` (close the database), and exit 0. A second signal cuts the wait short.
 */
export function shutDownGracefully(server: ServerType, cleanup: () => void, deadlineMs = 5_000): void {
  let stopping = false;
  const dropConnections = () => {
    if (server instanceof Server) server.closeAllConnections();
  };
  const stop = () => {
    if (stopping) {
      dropConnections();
      return;
    }
    stopping = true;
    // Keep-alive connections turn idle once their request is answered; close each as soon as it does.
    const closeIdle = setInterval(() => {
      if (server instanceof Server) server.closeIdleConnections();
    }, 50);
    server.close(() => {
      clearInterval(closeIdle);
      cleanup();
      process.exit(0);
    });
    if (server instanceof Server) server.closeIdleConnections();
    setTimeout(dropConnections, deadlineMs).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
