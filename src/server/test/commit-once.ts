// Run under strace by durable-pglite.test.ts: opens the embedded database in a folder, then commits one row
// between two marker lines, so the trace shows which system calls that single commit made.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';

const database = await openDatabase({ dataDir: process.argv[2] });
await database.db.execute(sql`create table if not exists commits (n int)`);
process.stdout.write('COMMIT-START\n');
await database.db.execute(sql`insert into commits values (1)`);
process.stdout.write('COMMIT-ANSWERED\n');
await database.close();
