import type { KitchenClockReading } from '@brigade/contracts';
import { tracked } from '@trpc/server';
import * as cooking from '../live/services/cooking.service';
import { helpRequestFeed } from '../live/services/help-requests';
import { feedEvents, openLiveFeed } from '../live/services/live-feed';
import * as lifecycle from '../live/services/lifecycle.service';
import * as people from '../live/services/participants.service';
import * as stalls from '../live/services/stalls.service';
import * as pausing from '../live/services/pause.service';
import * as taskPause from '../live/services/task-pause.service';
import {
  assignAnywayProcedureInput,
  completeTaskInput,
  cookTapInput,
  joinProcedureInput,
  onAssignmentInput,
  onParticipantInput,
  participantSkillInput,
  participantSkillsInput,
  sessionRefInput as code,
  sessionEventsInput,
} from '@brigade/contracts';
import { joinProcedure, protectedProcedure, publicProcedure, router, toTRPCError, withText } from '../trpc';

/** A tap's operation id and moment (issue 35: `tapped_at`, or `tappedAt`). */
const tapOf = (input: { clientOpId?: string | undefined; tapped_at?: string | undefined; tappedAt?: string | undefined }) => ({
  clientOpId: input.clientOpId,
  tappedAt: input.tapped_at ?? input.tappedAt,
});

/** Running a session: joining, cooking, the host's controls, and the live event subscription. */
export const liveRouter = router({
  join: joinProcedure
    .input(joinProcedureInput)
    .mutation(({ ctx, input }) => lifecycle.joinSession(ctx.deps, ctx.principal, input.code, input)),
  start: protectedProcedure.input(code).mutation(({ ctx, input }) => lifecycle.startSession(ctx.deps, ctx.principal, input.code)),
  pause: protectedProcedure.input(code).mutation(({ ctx, input }) => pausing.pauseSession(ctx.deps, ctx.principal, input.code)),
  resume: protectedProcedure.input(code).mutation(({ ctx, input }) => pausing.resumeSession(ctx.deps, ctx.principal, input.code)),
  end: protectedProcedure.input(code).mutation(({ ctx, input }) => lifecycle.endSession(ctx.deps, ctx.principal, input.code)),
  completeTask: publicProcedure
    .input(completeTaskInput)
    .mutation(({ ctx, input }) => cooking.completeTask(ctx.deps, ctx.principal, input.code, input.assignmentId, { finishEarly: input.finishEarly, ...tapOf(input) })),
  startTask: publicProcedure.input(cookTapInput).mutation(({ ctx, input }) => cooking.startTask(ctx.deps, ctx.principal, input.code, input.assignmentId, tapOf(input))),
  requestHelp: publicProcedure.input(cookTapInput).mutation(({ ctx, input }) => withText(cooking.requestHelp(ctx.deps, ctx.principal, input.code, input.assignmentId, tapOf(input)))),
  // Issue 12: a cook puts a task down (no /ws message in the spec: tRPC and REST only) and comes back.
  pauseTask: publicProcedure.input(onAssignmentInput).mutation(({ ctx, input }) => withText(taskPause.pauseTask(ctx.deps, ctx.principal, input.code, input.assignmentId))),
  back: publicProcedure.input(code).mutation(({ ctx, input }) => taskPause.backFromBreak(ctx.deps, ctx.principal, input.code)),
  leave: publicProcedure.input(code).mutation(({ ctx, input }) => withText(people.leaveSession(ctx.deps, ctx.principal, input.code))),
  answerHelp: protectedProcedure.input(onAssignmentInput).mutation(({ ctx, input }) => cooking.answerHelp(ctx.deps, ctx.principal, input.code, input.assignmentId)),
  openHelpRequests: protectedProcedure.query(({ ctx }) => cooking.openHelpRequests(ctx.deps, ctx.principal)),
  /** The same list, pushed whenever it changes (the host's banner on every page; nothing polled). */
  helpRequests: protectedProcedure.subscription(({ ctx, signal }) => helpRequestFeed(ctx.deps, ctx.principal, signal)),
  heartbeat: publicProcedure.input(code).mutation(({ ctx, input }) => people.heartbeat(ctx.deps, ctx.principal, input.code)),
  currentTask: publicProcedure.input(code).query(({ ctx, input }) => people.currentTask(ctx.deps, ctx.principal, input.code)),
  assignments: publicProcedure.input(code).query(({ ctx, input }) => people.listAssignments(ctx.deps, ctx.principal, input.code)),
  setSkills: publicProcedure
    .input(participantSkillsInput)
    .mutation(({ ctx, input }) => people.setSkills(ctx.deps, ctx.principal, input.code, input.participantId, input)),
  // Issue 12: No answers, removing one skill, the stall banner and the host's "let this cook take it".
  declineSkills: publicProcedure
    .input(participantSkillsInput)
    .mutation(({ ctx, input }) => stalls.declineSkills(ctx.deps, ctx.principal, input.code, input.participantId, input)),
  removeSkill: publicProcedure
    .input(participantSkillInput)
    .mutation(({ ctx, input }) => stalls.removeSkill(ctx.deps, ctx.principal, input.code, input.participantId, input.skillId)),
  stalls: publicProcedure.input(code).query(({ ctx, input }) => stalls.stallsView(ctx.deps, ctx.principal, input.code)),
  assignAnyway: protectedProcedure
    .input(assignAnywayProcedureInput)
    .mutation(({ ctx, input }) => stalls.assignAnyway(ctx.deps, ctx.principal, input.code, input.assignmentId, input)),
  refreshAssignments: protectedProcedure.input(code).mutation(({ ctx, input }) => withText(people.refreshAssignments(ctx.deps, ctx.principal, input.code))),
  unassignTasks: protectedProcedure.input(onParticipantInput).mutation(({ ctx, input }) => withText(people.unassignTasks(ctx.deps, ctx.principal, input.code, input.participantId))),
  forceDisconnect: protectedProcedure.input(onParticipantInput).mutation(({ ctx, input }) => withText(people.forceDisconnect(ctx.deps, ctx.principal, input.code, input.participantId))),
  rejoinRequests: protectedProcedure.input(code).query(({ ctx, input }) => people.rejoinRequests(ctx.deps, ctx.principal, input.code)),
  allowRejoin: protectedProcedure.input(onParticipantInput).mutation(({ ctx, input }) => withText(people.allowRejoin(ctx.deps, ctx.principal, input.code, input.participantId))),
  removeParticipant: protectedProcedure.input(onParticipantInput).mutation(({ ctx, input }) => withText(people.removeParticipant(ctx.deps, ctx.principal, input.code, input.participantId))),

  /** The kitchen clock (time and rate), for the phone's countdowns: read at every (re)connection. */
  clock: publicProcedure.query(({ ctx }): KitchenClockReading => ({ now: ctx.deps.clock.now(), rate: ctx.deps.clock.scale })),

  /**
   * Every event of the session, each `tracked()` with its event id: a client that reconnects
   * sends the last id it saw (tRPC does this by itself) and gets exactly what it missed. The feed
   * opens before the resolver returns, so tRPC's `started` means its resume point is fixed: a
   * client that reads the state on `started` misses nothing.
   */
  events: publicProcedure
    .input(sessionEventsInput)
    .subscription(async ({ ctx, input, signal }) => {
      // A first subscription starts from now (the client reads the state itself); a resumed one
      // (tRPC sends the last tracked id) gets exactly what it missed.
      const lastEventId = input.lastEventId ? Number(input.lastEventId) || 0 : undefined;
      const feed = await openLiveFeed(ctx.deps, ctx.principal, input.code, { lastEventId, secure: ctx.meta.secure });
      return (async function* () {
        try {
          for await (const item of feedEvents(ctx.deps, feed, signal)) {
            yield tracked(item.event.id, { ...item.event, server_now: item.serverNow, clock_rate: item.clockRate });
          }
        } catch (e) {
          // Errors thrown in a generator skip the error middleware; a kick ends it as UNAUTHORIZED with the reason.
          throw toTRPCError(e);
        }
      })();
    }),
});
