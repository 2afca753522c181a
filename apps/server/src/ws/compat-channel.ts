import { authService, pauseService, taskPauseService, cookingService, latestEventId, lifecycleService, participantService, buildSessionView, callerParticipant, memberSession, sessionEventStream, BrigadeError, parseInput, STORAGE_FULL_MESSAGE, type AppDeps } from '@brigade/api';
import { isStorageFull, sessions } from '@brigade/db';
import { cookTapBody, KICKED_CLOSE_CODE, type LiveEvent } from '@brigade/contracts';
import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';

type Outgoing = { type: string; [key: string]: unknown };

/**
 * Spec message shape: the event's fields at the top level, plus its id for resuming. Serialised
 * once per event, however many cooks of the session are listening.
 */
const serialised = new WeakMap<LiveEvent, string>();
function toMessage(event: LiveEvent): string {
  let text = serialised.get(event);
  if (!text) {
    text = JSON.stringify({ type: event.type, event_id: event.id, session_code: event.session_code, created_at: event.created_at, ...(event.data as object) });
    serialised.set(event, text);
  }
  return text;
}

function withClock(text: string, deps: AppDeps): string {
  return `${text.slice(0, -1)},"server_now":${deps.clock.now()},"clock_rate":${deps.clock.scale}}`;
}

/**
 * The live compatibility channel `/ws/sessions/{code}/?token=` for older clients: the spec's
 * message types in and out, fed by the same committed event stream as the tRPC subscription.
 * On connect it sends `session_state`, then every event after it (or after `last_event_id`).
 */
export async function compatChannel(app: FastifyInstance, opts: { deps: AppDeps }): Promise<void> {
  const { deps } = opts;
  const handler = async (socket: WebSocket, code: string | undefined, query: Record<string, string | undefined>) => {
    // A client may send at once (a ping right after `open`) while the checks below still wait for
    // the database: keep those messages and handle them, in order, once the handler is set up.
    const early: RawData[] = [];
    const keep = (raw: RawData) => early.push(raw);
    socket.on('message', keep);
    const sendText = (text: string) => socket.readyState === socket.OPEN && socket.send(text);
    const send = (msg: Outgoing) => sendText(JSON.stringify(msg));
    const fail = (message: string) => {
      send({ type: 'error', message });
      socket.close(4001, message);
    };
    if (!code) return fail('Session code is required');
    if (!query.token) return fail('Authentication token required');
    const { principal, revokedReason } = await authService.authenticateWithReason(deps, query.token);
    if (revokedReason) {
      send({ type: 'error', message: revokedReason });
      return socket.close(4003, revokedReason);
    }
    if (!principal) return fail('Invalid or expired token');
    let session;
    try {
      session = await memberSession(deps, principal, code);
    } catch (e) {
      return fail(e instanceof BrigadeError ? e.message : 'Connection failed');
    }
    const me = await callerParticipant(deps, principal, session);
    const abort = new AbortController();
    socket.on('close', () => {
      abort.abort();
      if (me && deps.presence.disconnect(me.id)) void participantService.markSeen(deps, me.id).catch(() => undefined);
    });

    const handle = async (raw: RawData) => {
      await (async () => {
        let msg: { type?: string; assignment_id?: number; is_active?: boolean; finish_early?: boolean };
        try {
          msg = JSON.parse(String(raw));
        } catch {
          return send({ type: 'error', message: 'Messages must be JSON.' });
        }
        try {
          const id = Number(msg.assignment_id);
          // A tap's `client_op_id`: the same id sent twice is applied once.
          const tap = () => ({ clientOpId: parseInput(cookTapBody, msg)?.client_op_id });
          switch (msg.type) {
            case 'ping':
              if (me) await participantService.markPresent(deps, session, me.id);
              return send({ type: 'pong' });
            case 'complete_task':
              return void (await cookingService.completeTask(deps, principal, code, id, { ...tap(), finishEarly: msg.finish_early === true }));
            case 'start_task':
              return void (await cookingService.startTask(deps, principal, code, id, tap()));
            case 'request_help':
              return void (await cookingService.requestHelp(deps, principal, code, id, tap()));
            case 'start_session':
              return void (await lifecycleService.startSession(deps, principal, code));
            case 'update_participant':
              if (!me) return send({ type: 'error', message: 'You are not a cook in this session.' });
              if (msg.is_active === false) await participantService.markAway(deps, session, me.id);
              else await participantService.markPresent(deps, session, me.id);
              // Saying so on purpose (is_active: true) also ends a break after putting a task down (issue 12).
              if (msg.is_active === true) await taskPauseService.backFromBreak(deps, principal, code);
              return;
            case 'pause_session':
              return void (await pauseService.pauseSession(deps, principal, code));
            case 'resume_session':
              return void (await pauseService.resumeSession(deps, principal, code));
            default:
              return send({ type: 'error', message: `Unknown message type '${String(msg.type)}'.` });
          }
        } catch (e) {
          send({ type: 'error', message: e instanceof BrigadeError ? e.message : isStorageFull(e) ? STORAGE_FULL_MESSAGE : 'Something went wrong on the server.' });
        }
      })();
    };
    // One message after the other, as the client sent them (start_task before its complete_task).
    let inOrder = Promise.resolve();
    const onMessage = (raw: RawData) => {
      inOrder = inOrder.then(() => handle(raw)).catch(() => undefined);
    };
    socket.off('message', keep);
    socket.on('message', onMessage);
    for (const raw of early.splice(0)) onMessage(raw);

    if (me) {
      deps.presence.connect(me.id);
      await participantService.markPresent(deps, session, me.id);
    }
    // The snapshot's last event id tells the stream where to go on: nothing falls in between.
    const last = query.last_event_id !== undefined
      ? Number(query.last_event_id) || 0
      : await latestEventId(deps, session.id);
    const fresh = (await sessions.findSessionById(deps.db, session.id))!;
    const view = await buildSessionView(deps.db, fresh);
    send({
      type: 'session_state',
      event_id: String(last),
      session: view,
      participants: view.participants,
      active_assignments: view.active_assignments,
      server_now: deps.clock.now(),
      clock_rate: deps.clock.scale,
    });
    for await (const event of sessionEventStream(deps, session, last, abort.signal)) {
      // The kitchen clock as the event leaves, appended to the shared text (the phone's countdowns).
      sendText(withClock(toMessage(event), deps));
      // The host took this cook out: close with the reason (issue 12).
      const kick = me ? await participantService.kickReason(deps, event, me.id) : null;
      if (kick) {
        send({ type: 'error', message: kick });
        socket.close(KICKED_CLOSE_CODE, kick);
        return;
      }
    }
  };

  app.get('/ws/sessions/:code/', { websocket: true }, (socket, req) => {
    const { code } = req.params as { code: string };
    void handler(socket, code, req.query as Record<string, string | undefined>).catch(() => socket.close(1011, 'Connection failed'));
  });
  app.get('/ws/sessions/', { websocket: true }, (socket) => {
    void handler(socket, undefined, {});
  });
}
