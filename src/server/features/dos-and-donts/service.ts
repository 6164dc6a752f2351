// Guidelines members may read: active ones, by category, then urgent, high, normal, anything else.
import { asc, eq, sql } from 'drizzle-orm';
import { GUIDELINE_PRIORITIES } from '../../../shared/dos-and-donts.ts';
import type { Db } from '../../db/client.ts';
import { dosAndDonts } from '../../db/schema.ts';

// Built from constants only, so the literals are inlined rather than sent as untyped parameters.
export const priorityRank = sql.raw(
  `case ${dosAndDonts.priority.name} ${GUIDELINE_PRIORITIES.map((p, i) => `when '${p}' then ${i}`).join(' ')} else ${GUIDELINE_PRIORITIES.length} end`,
);

export function listActive(db: Db) {
  return db
    .select({
      id: dosAndDonts.id,
      category: dosAndDonts.category,
      title: dosAndDonts.title,
      description: dosAndDonts.description,
      priority: dosAndDonts.priority,
    })
    .from(dosAndDonts)
    .where(eq(dosAndDonts.is_active, true))
    .orderBy(asc(dosAndDonts.category), priorityRank, asc(dosAndDonts.created_at), asc(dosAndDonts.title));
}
