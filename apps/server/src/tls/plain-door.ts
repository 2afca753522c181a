import type { FastifyInstance } from 'fastify';
import { createServer, type Server } from 'node:http';

/**
 * HTTP_PORT beside Brigade's own HTTPS (issue 35): the whole app over plain HTTP, the same routes
 * as the HTTPS port (requests and WebSocket upgrades go to the app's router). A phone that scans
 * the join QR lands here first (`/welcome`), works before it trusts the kitchen, and is offered
 * the trust page and the secure address; one that already trusts it moves on to HTTPS at once.
 */
export async function plainHttpDoor(app: FastifyInstance, port: number, host: string): Promise<Server> {
  const door = createServer((req, res) => app.routing(req, res));
  door.on('upgrade', (req, socket, head) => app.server.emit('upgrade', req, socket, head));
  await new Promise<void>((resolve, reject) => {
    door.once('error', reject);
    door.listen(port, host, () => {
      door.off('error', reject);
      resolve();
    });
  });
  return door;
}

/** Closes the door without waiting for open keep-alive connections (as Fastify's forceCloseConnections). */
export async function closeDoor(door: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => door.close(() => resolve()));
  door.closeAllConnections();
  await closed;
}
