import { cookingService, lifecycleService, parseInput, participantService, pauseService, stallService, taskPauseService, type AppDeps } from '@brigade/api';
import { cookTapBody, toTaskAssignment } from '@brigade/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyOf, idParam } from './http';

const code = (req: FastifyRequest) => (req.params as { code: string }).code;
const participant = (req: FastifyRequest) => idParam(req, 'id', 'Participant');
/** A cook's tap: `client_op_id` (the phone's id for it, so a queued tap sent twice is applied once), `tapped_at` (when it was made) and `finish_early`. */
const tap = (req: FastifyRequest) => {
  const body = parseInput(cookTapBody, req.body ?? null);
  return { clientOpId: body?.client_op_id, tappedAt: body?.tapped_at, finishEarly: body?.finish_early === true };
};

/** The live part of the spec's call table: joining, running the session, managing cooks. */
export function liveRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/sessions/:code/start/', (req) => lifecycleService.startSession(deps, req.principal, code(req)));
  app.post('/sessions/:code/pause/', (req) => pauseService.pauseSession(deps, req.principal, code(req)));
  app.post('/sessions/:code/resume/', (req) => pauseService.resumeSession(deps, req.principal, code(req)));
  app.post('/sessions/:code/end/', (req) => lifecycleService.endSession(deps, req.principal, code(req)));
  // Sent without the auth header by anonymous cooks; a signed-in user's header makes them join as themselves.
  app.post('/sessions/:code/join/', (req) => lifecycleService.joinSession(deps, req.principal, code(req), bodyOf(req)));
  app.post('/sessions/:code/participants/:id/skills/', (req) => participantService.setSkills(deps, req.principal, code(req), participant(req), bodyOf(req)));
  // Issue 12: No answers, removing one skill, stalls, and the host's "let this cook take it".
  app.post('/sessions/:code/participants/:id/skills/decline/', (req) => stallService.declineSkills(deps, req.principal, code(req), participant(req), bodyOf(req)));
  app.delete('/sessions/:code/participants/:id/skills/:skillId/', (req) => stallService.removeSkill(deps, req.principal, code(req), participant(req), idParam(req, 'skillId', 'Skill')));
  app.get('/sessions/:code/stalls/', (req) => stallService.stallsView(deps, req.principal, code(req)));
  app.post('/sessions/:code/assignments/:id/assign/', (req) => stallService.assignAnyway(deps, req.principal, code(req), idParam(req, 'id', 'Task assignment'), bodyOf(req)));
  app.get('/sessions/:code/rejoin-requests/', (req) => participantService.rejoinRequests(deps, req.principal, code(req)));
  app.post('/sessions/:code/participants/:id/allow-rejoin/', (req) => participantService.allowRejoin(deps, req.principal, code(req), participant(req)));
  app.delete('/sessions/:code/participants/:id/remove/', (req) => participantService.removeParticipant(deps, req.principal, code(req), participant(req)));
  app.post('/sessions/:code/participants/:id/force-disconnect/', (req) => participantService.forceDisconnect(deps, req.principal, code(req), participant(req)));
  app.post('/sessions/:code/participants/:id/unassign-tasks/', (req) => participantService.unassignTasks(deps, req.principal, code(req), participant(req)));
  app.get('/sessions/:code/assignments/', async (req) => ({ assignments: (await participantService.listAssignments(deps, req.principal, code(req))).map(toTaskAssignment) }));
  app.post('/sessions/:code/assignments/refresh/', (req) => participantService.refreshAssignments(deps, req.principal, code(req)));
  app.post('/sessions/:code/assignments/:id/answer-help/', (req) => cookingService.answerHelp(deps, req.principal, code(req), idParam(req, 'id', 'Task assignment')));
  app.post('/sessions/:code/assignments/:id/request-help/', (req) => cookingService.requestHelp(deps, req.principal, code(req), idParam(req, 'id', 'Task assignment'), tap(req)));
  // Issue 12: a cook puts a task down (its worked time kept) and is on a break until back/.
  app.post('/sessions/:code/assignments/:id/pause/', (req) => taskPauseService.pauseTask(deps, req.principal, code(req), idParam(req, 'id', 'Task assignment')));
  app.post('/sessions/:code/back/', (req) => taskPauseService.backFromBreak(deps, req.principal, code(req)));
  app.post('/sessions/:code/leave/', (req) => participantService.leaveSession(deps, req.principal, code(req)));
  app.post('/sessions/:code/heartbeat/', (req) => participantService.heartbeat(deps, req.principal, code(req)));
  app.get('/recipes/sessions/:code/current-task/', (req) => participantService.currentTask(deps, req.principal, code(req)));
  app.post('/sessions/:code/assignments/:id/complete/', (req) =>
    cookingService.completeTask(deps, req.principal, code(req), idParam(req, 'id', 'Task assignment'), tap(req)),
  );
}
