import type { Kysely, Transaction } from 'kysely';
import type { AuthSessionTable, UserTable } from './tables/account.table';
import type { KitchenEquipmentTable, KitchenTable, SkillTable } from './tables/kitchen.table';
import type { IngredientTable, RecipeDependencyTable, RecipeTable, RecipeTaskTable } from './tables/recipe.table';
import type {
  AssignmentTable,
  CookingSessionTable,
  ParticipantControlTable,
  ParticipantDeclinedSkillTable,
  ParticipantSkillQuestionTable,
  ParticipantSkillTable,
  ParticipantTable,
  SessionCourseTable,
  SessionEventTable,
  SessionRecipeTable,
  SessionTaskDependencyTable,
  SessionTaskTable,
} from './tables/session.table';
import type { KitchenClockTable } from './tables/clock.table';
import type { RecipeEditProposalTable } from './tables/proposal.table';
import type { ClientOperationTable } from './tables/client-operation.table';
import type { SessionLeaseTable } from './tables/session-lease.table';
import type { SessionPlanTable } from './tables/session-plan.table';
import type { PaceEstimateTable, PaceObservationTable } from './tables/pace.table';

/** The tables, as Kysely types them (no code: the repositories, dialects and database.ts all use these). */
export interface Database {
  users: UserTable;
  auth_sessions: AuthSessionTable;
  kitchens: KitchenTable;
  kitchen_equipment: KitchenEquipmentTable;
  skills: SkillTable;
  recipes: RecipeTable;
  recipe_tasks: RecipeTaskTable;
  recipe_dependencies: RecipeDependencyTable;
  ingredients: IngredientTable;
  cooking_sessions: CookingSessionTable;
  session_recipes: SessionRecipeTable;
  session_courses: SessionCourseTable;
  participants: ParticipantTable;
  participant_skills: ParticipantSkillTable;
  session_tasks: SessionTaskTable;
  session_task_dependencies: SessionTaskDependencyTable;
  assignments: AssignmentTable;
  session_events: SessionEventTable;
  kitchen_clock: KitchenClockTable;
  participant_declined_skills: ParticipantDeclinedSkillTable;
  participant_skill_questions: ParticipantSkillQuestionTable;
  participant_controls: ParticipantControlTable;
  recipe_edit_proposals: RecipeEditProposalTable;
  client_operations: ClientOperationTable;
  session_leases: SessionLeaseTable;
  session_plans: SessionPlanTable;
  pace_observations: PaceObservationTable;
  pace_estimates: PaceEstimateTable;
}

export type DB = Kysely<Database>;
/** Repositories accept either the database or an open transaction. */
export type Queryable = Kysely<Database> | Transaction<Database>;
