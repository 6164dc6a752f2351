import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { type PageRequest, paginate } from '../../platform/paginate.ts';

/** The mails the portal sent or stored, newest first. */
export const listOutbox = (db: Db, page: PageRequest) =>
  paginate(
    db,
    page,
    (limit, offset) =>
      db.select().from(mailOutbox).orderBy(desc(mailOutbox.created_at)).limit(limit).offset(offset),
    () => db.select({ total: count() }).from(mailOutbox),
  );
