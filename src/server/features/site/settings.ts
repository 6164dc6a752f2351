import type { Db } from '../../db/client.ts';
import { DEFAULT_SETTINGS } from '../../db/reference-data.ts';
import { societySettings } from '../../db/schema.ts';

export type Settings = typeof societySettings.$inferSelect;

export async function getSettings(db: Db): Promise<Settings> {
  const [row] = await db.select().from(societySettings).limit(1);
  return row ?? { ...DEFAULT_SETTINGS, updated_at: new Date() };
}
