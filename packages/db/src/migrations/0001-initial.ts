import type { Kysely } from 'kysely';

/**
 * Frozen: the first schema of Brigade. Never edit after it has shipped; add a new migration.
 * Uses Kysely<any> and imports no app code, so later changes to the app cannot change history.
 * Times are ISO-8601 strings (UTC); booleans are 0/1 integers; small lists are JSON text.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('username_key', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('is_host', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_staff', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('kitchens')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('kitchens_owner').on('kitchens').column('owner_id').execute();

  await db.schema
    .createTable('kitchen_equipment')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kitchen_id', 'integer', (c) => c.notNull().references('kitchens.id').onDelete('cascade'))
    .addColumn('equipment_type', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('is_portable', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('kitchen_equipment_unique', ['kitchen_id', 'equipment_type'])
    .execute();

  await db.schema
    .createTable('skills')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('skill_level', 'text', (c) => c.notNull())
    .addColumn('is_safety_sensitive', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('recipes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('difficulty_level', 'text', (c) => c.notNull())
    .addColumn('cuisine_type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('servings', 'integer', (c) => c.notNull().defaultTo(4))
    .addColumn('estimated_time_minutes', 'integer', (c) => c.notNull())
    .addColumn('recommended_participants', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('quality_score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refinement_notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('source_url', 'text')
    .addColumn('library_key', 'text', (c) => c.unique())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('recipe_tasks')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('recipe_id', 'integer', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('task_type', 'text', (c) => c.notNull())
    .addColumn('skill_level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('estimated_duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('timer_duration_minutes', 'integer')
    .addColumn('safety_level', 'text', (c) => c.notNull().defaultTo('minimal'))
    .addColumn('equipment', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('skill_requirements', 'text', (c) => c.notNull().defaultTo('[]'))
    .addUniqueConstraint('recipe_tasks_key', ['recipe_id', 'key'])
    .execute();

  await db.schema
    .createTable('recipe_dependencies')
    .addColumn('recipe_id', 'integer', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('task_id', 'integer', (c) => c.notNull().references('recipe_tasks.id').onDelete('cascade'))
    .addColumn('depends_on_id', 'integer', (c) => c.notNull().references('recipe_tasks.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('recipe_dependencies_pk', ['task_id', 'depends_on_id'])
    .execute();
  await db.schema.createIndex('recipe_dependencies_recipe').on('recipe_dependencies').column('recipe_id').execute();

  await db.schema
    .createTable('ingredients')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('recipe_id', 'integer', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'real')
    .addColumn('unit', 'text')
    .addColumn('used_in', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();

  await db.schema
    .createTable('cooking_sessions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('waiting'))
    .addColumn('host_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kitchen_id', 'integer', (c) => c.references('kitchens.id').onDelete('set null'))
    .addColumn('station_preference', 'text', (c) => c.notNull().defaultTo('rotation'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('predicted_finish_at', 'text')
    .execute();
  await db.schema.createIndex('cooking_sessions_host').on('cooking_sessions').column('host_id').execute();

  await db.schema
    .createTable('session_recipes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('session_id', 'integer', (c) => c.notNull().references('cooking_sessions.id').onDelete('cascade'))
    .addColumn('recipe_id', 'integer', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('priority_order', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('session_recipes_session').on('session_recipes').column('session_id').execute();

  await db.schema
    .createTable('participants')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('session_id', 'integer', (c) => c.notNull().references('cooking_sessions.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('display_name_key', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('removed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addColumn('last_seen', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('participants_session').on('participants').column('session_id').execute();

  await db.schema
    .createTable('participant_skills')
    .addColumn('participant_id', 'integer', (c) => c.notNull().references('participants.id').onDelete('cascade'))
    .addColumn('skill_id', 'integer', (c) => c.notNull().references('skills.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('participant_skills_pk', ['participant_id', 'skill_id'])
    .execute();

  // Tokens are stored only as their SHA-256 hash (Lucia guide). A token belongs either to a user
  // account or to one anonymous cook (participant) of one session.
  await db.schema
    .createTable('auth_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('participant_id', 'integer', (c) => c.references('participants.id').onDelete('cascade'))
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // One row per recipe task per recipe copy, snapshotted at start so edits to the library
  // never change a meal that is already cooking. id = `{copyId}-{taskId}`.
  await db.schema
    .createTable('session_tasks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'integer', (c) => c.notNull().references('cooking_sessions.id').onDelete('cascade'))
    .addColumn('session_recipe_id', 'integer', (c) => c.notNull().references('session_recipes.id').onDelete('cascade'))
    .addColumn('original_task_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('task_type', 'text', (c) => c.notNull())
    .addColumn('skill_level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('estimated_duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('timer_duration_minutes', 'integer')
    .addColumn('safety_level', 'text', (c) => c.notNull().defaultTo('minimal'))
    .addColumn('equipment', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('skill_requirements', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.createIndex('session_tasks_session').on('session_tasks').column('session_id').execute();

  await db.schema
    .createTable('session_task_dependencies')
    .addColumn('session_id', 'integer', (c) => c.notNull().references('cooking_sessions.id').onDelete('cascade'))
    .addColumn('task_id', 'text', (c) => c.notNull().references('session_tasks.id').onDelete('cascade'))
    .addColumn('depends_on_id', 'text', (c) => c.notNull().references('session_tasks.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('session_task_dependencies_pk', ['task_id', 'depends_on_id'])
    .execute();
  await db.schema.createIndex('session_task_dependencies_session').on('session_task_dependencies').column('session_id').execute();

  await db.schema
    .createTable('assignments')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('session_id', 'integer', (c) => c.notNull().references('cooking_sessions.id').onDelete('cascade'))
    .addColumn('task_id', 'text', (c) => c.notNull().unique().references('session_tasks.id').onDelete('cascade'))
    .addColumn('participant_id', 'integer', (c) => c.references('participants.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('assigned_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('completed_by', 'integer')
    .addColumn('timer_started_at', 'text')
    .addColumn('timer_ends_at', 'text')
    .addColumn('timer_warned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('timer_rang', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('assignments_session').on('assignments').column('session_id').execute();

  // Append-only: every state change of a session writes one row in the same transaction.
  await db.schema
    .createTable('session_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('session_id', 'integer', (c) => c.notNull().references('cooking_sessions.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('session_events_session').on('session_events').columns(['session_id', 'id']).execute();
}
