import { cookingService, feedPing, lifecycleService, parseInput, pauseService, setFeedActive, type AppDeps, type OpenFeed, type Principal, type StampedEvent } from '@brigade/api';
import { apiText, apiTextOf, cookTapBody } from '@brigade/contracts';

export type Outgoing = { type: string; [key: string]: unknown };

/**
 * The spec's `error` message, with the text's `code` and `params` beside it when the text is one of
 * the server's (api-texts.ts), for each phone to show in its own language (issue 30).
 */
export function errorMessage(message: string): Outgoing {
  const text = apiTextOf(message);
  return text ? { type: 'error', message, code: text.code, params: text.params } : { type: 'error', message };
}

/** A message of the compatibility channel as a client sends it. */
interface Incoming {
  type?: string;
  assignment_id?: number;
  is_active?: boolean;
  finish_early?: boolean;
}

/**
 * Spec message shape: the event's fields at the top level, plus its id for resuming. Serialised
 * once per event, however many cooks of the session are listening; the kitchen clock as the event
 * leaves is appended to the shared text (the phone's countdowns).
 */
const serialised = new WeakMap<StampedEvent['event'], string>();
export function eventMessage({ event, serverNow, clockRate }: StampedEvent): string {
  let text = serialised.get(event);
  if (!text) {
    text = JSON.stringify({ type: event.type, event_id: event.id, session_code: event.session_code, created_at: event.created_at, ...(event.data as object) });
    serialised.set(event, text);
  }
  return `${text.slice(0, -1)},"server_now":${serverNow},"clock_rate":${clockRate}}`;
}

/**
 * One client message: the spec's message types mapped onto the services. Returns what to answer
 * (a pong or an error), or nothing; a service's refusal is answered with its message.
 */
export async function answerMessage(deps: AppDeps, principal: Principal, code: string, feed: OpenFeed, raw: string): Promise<Outgoing | undefined> {
  let msg: Incoming;
  try {
    msg = JSON.parse(raw);
  } catch {
    return errorMessage(apiText('ws.notJson'));
  }
  const id = Number(msg.assignment_id);
  // A tap's `client_op_id`: the same id sent twice is applied once.
  // Its `tapped_at`: the moment it was made (issue 35).
  const tap = () => {
    const body = parseInput(cookTapBody, msg);
    return { clientOpId: body?.client_op_id, tappedAt: body?.tapped_at };
  };
  switch (msg.type) {
    case 'ping':
      await feedPing(deps, feed);
      return { type: 'pong' };
    case 'complete_task':
      return void (await cookingService.completeTask(deps, principal, code, id, { ...tap(), finishEarly: msg.finish_early === true }));
    case 'start_task':
      return void (await cookingService.startTask(deps, principal, code, id, tap()));
    case 'request_help':
      return void (await cookingService.requestHelp(deps, principal, code, id, tap()));
    case 'start_session':
      return void (await lifecycleService.startSession(deps, principal, code));
    case 'update_participant':
      return void (await setFeedActive(deps, principal, code, feed, msg.is_active));
    case 'pause_session':
      return void (await pauseService.pauseSession(deps, principal, code));
    case 'resume_session':
      return void (await pauseService.resumeSession(deps, principal, code));
    default:
      return errorMessage(apiText('ws.unknownType', { type: String(msg.type) }));
  }
}
