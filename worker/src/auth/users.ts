/**
 * @module auth/users — reading and creating user rows (the account itself; its data lives in the services).
 */
import type { User } from '@mynd/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { newId } from '../lib/ids.js';

export type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return { id: row.id, email: row.email, hasPassword: row.passwordHash !== null, createdAt: row.createdAt };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: eq(users.email, email) });
}

export async function insertUser(db: Db, email: string, now: Date): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ id: newId(), email, createdAt: now.toISOString() })
    .onConflictDoNothing({ target: users.email })
    .returning();
  // A concurrent verify for the same email may have created it first: use theirs.
  const user = row ?? (await findUserByEmail(db, email));
  if (!user) throw new Error('User could not be created');
  return user;
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
