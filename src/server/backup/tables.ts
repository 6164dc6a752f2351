// The tables an archive holds, read from the database's own catalogue (so a new table is backed up without a
// change here), in an order that restores parents before the rows that reference them.
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';

export async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Uploaded files travel through the Storage interface (whichever kind), never as these rows. */
const FILE_TABLES = new Set(['file_chunks']);

export interface TableInfo {
  name: string;
  /** The columns a restore writes: every one but generated columns. */
  columns: string[];
}

export async function backupTables(db: Db | Tx): Promise<TableInfo[]> {
  const columns = await rowsOf<{ table: string; column: string }>(
    db,
    sql`select c.table_name as "table", c.column_name as "column"
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
        order by c.table_name, c.ordinal_position`,
  );
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint k
        join pg_class child on child.oid = k.conrelid
        join pg_class parent on parent.oid = k.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table, column } of columns) {
    if (FILE_TABLES.has(table)) continue;
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  // Parents first; ties alphabetical, so two backups of one database list their tables alike.
  const waiting = new Map([...byTable.keys()].map((t) => [t, new Set<string>()]));
  for (const { child, parent } of references) if (byTable.has(parent)) waiting.get(child)?.add(parent);
  const ordered: TableInfo[] = [];
  while (waiting.size) {
    const ready = [...waiting]
      .filter(([, parents]) => parents.size === 0)
      .map(([t]) => t)
      .sort();
    if (!ready.length)
      throw new Error(`the tables ${[...waiting.keys()].join(', ')} reference each other in a cycle`);
    for (const table of ready) {
      waiting.delete(table);
      for (const parents of waiting.values()) parents.delete(table);
      ordered.push({ name: table, columns: byTable.get(table)! });
    }
  }
  return ordered;
}

/** Sequences owned by a column (serial, identity) continue after the restored rows' highest value. */
export async function resetSequences(tx: Tx) {
  const owned = await rowsOf<{ sequence: string; table: string; column: string }>(
    tx,
    sql`select s.relname as sequence, t.relname as "table", a.attname as "column"
        from pg_class s
        join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
        join pg_class t on t.oid = d.refobjid
        join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        join pg_namespace n on n.oid = t.relnamespace
        where s.relkind = 'S' and n.nspname = 'public'`,
  );
  for (const { sequence, table, column } of owned)
    await tx.execute(
      sql`select setval(quote_ident(${sequence})::regclass, coalesce(max(${sql.identifier(column)}), 0) + 1, false) from ${sql.identifier(table)}`,
    );
}
