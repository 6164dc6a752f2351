import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export async function databaseAnswers(db: Db) {
  await db.execute(sql`select 1`);
  return true;
}
