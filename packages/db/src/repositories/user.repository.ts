import type { Queryable } from '../schema';
import type { NewUser, UserRow, UserUpdate } from '../tables/account.table';

export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Case-insensitive: 'Alice' and 'alice' are the same account. */
export async function findUserByUsername(db: Queryable, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('username_key', '=', username.toLowerCase()).executeTakeFirst();
}

export async function countUsers(db: Queryable): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function updateUser(db: Queryable, id: number, changes: UserUpdate): Promise<UserRow | undefined> {
  return db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function findUsersByIds(db: Queryable, ids: number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
}
