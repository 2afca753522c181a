import { authService, BrigadeError, LIVE_PING_MS, feedSnapshot, KickedOut, feedEvents, openLiveFeed, STORAGE_FULL_MESSAGE, type AppDeps } from '@brigade/api';
import { isStorageFull } from '@brigade/db';
import { API_TEXTS, apiText, KICKED_CLOSE_CODE } from '@brigade/contracts';
import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { answerMessage, errorMessage, eventMessage, type Outgoing } from './compat-messages';

/**
 * Pings a quiet socket (a WebSocket ping frame, which every client answers by itself) and ends it
 * when no pong or message came by the next ping (issue 35): a phone that left the Wi-Fi leaves no
 * half-open socket keeping it "Online".
 */
function keepAlive(socket: WebSocket): void {
  let alive = true;
  const heard = () => (alive = true);
  socket.on('pong', heard);
  socket.on('message', heard);
  const timer = setInterval(() => {
    if (!alive) return socket.terminate();
    alive = false;
    if (socket.readyState === socket.OPEN) socket.ping();
  }, LIVE_PING_MS);
  timer.unref();
  socket.on('close', () => clearInterval(timer));
}

/**
 * The live compatibility channel `/ws/sessions/{code}/?token=` for older clients: the spec's
 * message types in and out, over the same live feed as the tRPC subscription. On connect it sends
 * `session_state`, then every event after it (or after `last_event_id`).
 */
export async function compatChannel(app: FastifyInstance, opts: { deps: AppDeps }): Promise<void> {
  const { deps } = opts;
  const handler = async (socket: WebSocket, code: string | undefined, query: Record<string, string | undefined>) => {
    // A client may send at once (a ping right after `open`) while the feed still opens: keep
    // those messages and handle them, in order, once it is open.
    const early: RawData[] = [];
    const keep = (raw: RawData) => early.push(raw);
    socket.on('message', keep);
    const send = (msg: Outgoing) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(msg));
    const fail = (message: string, closeCode = 4001) => {
      send(errorMessage(message));
      socket.close(closeCode, message);
    };
    if (!code) return fail(apiText('ws.codeRequired'));
    if (!query.token) return fail(apiText('ws.tokenRequired'));
    const { principal, revokedReason } = await authService.authenticateWithReason(deps, query.token);
    if (revokedReason) return fail(revokedReason, 4003);
    if (!principal) return fail(apiText('ws.badToken'));
    const abort = new AbortController();
    socket.on('close', () => abort.abort());
    keepAlive(socket);
    const lastEventId = query.last_event_id !== undefined ? Number(query.last_event_id) || 0 : undefined;
    let opened = false;
    try {
      const feed = await openLiveFeed(deps, principal, code, { lastEventId });
      opened = true;
      // One message after the other, as the client sent them (start_task before its complete_task).
      let inOrder = Promise.resolve();
      const onMessage = (raw: RawData) => {
        inOrder = inOrder
          .then(() => answerMessage(deps, principal, code, feed, String(raw)))
          .catch((e: unknown) => errorMessage(e instanceof BrigadeError ? e.message : isStorageFull(e) ? STORAGE_FULL_MESSAGE : apiText('server.error')))
          .then((answer) => void (answer && send(answer)))
          .catch(() => undefined);
      };
      socket.off('message', keep);
      socket.on('message', onMessage);
      for (const raw of early.splice(0)) onMessage(raw);
      // The snapshot's last event id tells the stream where to go on: nothing falls in between.
      const view = await feedSnapshot(deps, feed);
      const clock = { server_now: deps.clock.now(), clock_rate: deps.clock.scale };
      send({ type: 'session_state', event_id: String(feed.after), session: view, participants: view.participants, active_assignments: view.active_assignments, ...clock });
      for await (const item of feedEvents(deps, feed, abort.signal)) {
        if (socket.readyState === socket.OPEN) socket.send(eventMessage(item));
      }
    } catch (e) {
      // The host took this cook out: close with the reason (issue 12).
      if (e instanceof KickedOut) return fail(e.message, KICKED_CLOSE_CODE);
      if (!opened) return fail(e instanceof BrigadeError ? e.message : apiText('ws.connectionFailed'));
      throw e;
    }
  };

  app.get('/ws/sessions/:code/', { websocket: true }, (socket, req) => {
    const { code } = req.params as { code: string };
    void handler(socket, code, req.query as Record<string, string | undefined>).catch(() => socket.close(1011, API_TEXTS['ws.connectionFailed']));
  });
  app.get('/ws/sessions/', { websocket: true }, (socket) => {
    void handler(socket, undefined, {});
  });
}
