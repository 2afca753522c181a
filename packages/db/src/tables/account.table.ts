import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface UserTable {
  id: Generated<number>;
  username: string;
  /** Lower-cased username: usernames are unique case-insensitively. */
  username_key: string;
  email: string;
  password_hash: string;
  is_host: number;
  is_staff: number;
  created_at: string;
}
export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;

export interface AuthSessionTable {
  /** SHA-256 hex of the token; the token itself is never stored. */
  id: string;
  user_id: number | null;
  participant_id: number | null;
  /** Milliseconds since the epoch. */
  expires_at: number;
  created_at: string;
  /** Why the host took the token away (migration 0006): the token is refused, with this reason. */
  revoked_reason: ColumnType<string | null, string | null | undefined, string | null>;
}
export type AuthSessionRow = Selectable<AuthSessionTable>;
