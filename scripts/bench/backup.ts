// Backup and restore of a society with 1,000 members, 10,000 requests and 10,000 invoices with 200 KB PDFs:
// the embedded database (files on disk) backed up, restored into PostgreSQL (files in the database) or, without
// TEST_DATABASE_URL, into a second embedded database, and backed up again from there. Times, archive sizes and the
// process's peak memory (which must not grow with the files' total).
// Usage: npm run bench -- --only backup
//        TEST_DATABASE_URL=postgres://... npm run bench -- --only backup   (restores into a fresh PostgreSQL database)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hash as hashPassword } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { backupIntoFolder } from '../../src/server/backup/backup.ts';
import { describeCounts, megabytes } from '../../src/server/backup/format.ts';
import { restoreBackup } from '../../src/server/backup/restore.ts';
import { loadConfig } from '../../src/server/config.ts';
import { type Database, openDatabase } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { ensureReferenceData } from '../../src/server/db/reference-data.ts';
import { storageFor } from '../../src/server/storage/storage.ts';
import { freshDatabase } from '../../src/server/test/harness.ts';

const MEMBERS = 1_000;
const REQUESTS = 10_000;
const INVOICES = 10_000;
const PDF_BYTES = 200 * 1024;

/** A one-page invoice whose page is a scanned image (random grey pixels): as incompressible as a real scan. */
function scannedInvoice(label: string) {
  const side = Math.floor(Math.sqrt(PDF_BYTES - 1200));
  const pixels = randomBytes(side * side);
  const text = `BT /F1 12 Tf 72 800 Td (${label}) Tj ET q 451 0 0 451 72 300 cm /Im1 Do Q`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> /XObject << /Im1 6 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0].length;
  const push = (b: Buffer) => {
    parts.push(b);
    length += b.length;
  };
  objects.forEach((obj, i) => {
    offsets.push(length);
    push(Buffer.from(`${i + 1} 0 obj\n${obj}\nendobj\n`, 'latin1'));
  });
  offsets.push(length);
  push(
    Buffer.from(
      `6 0 obj\n<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${pixels.length} >>\nstream\n`,
      'latin1',
    ),
  );
  push(pixels);
  push(Buffer.from('\nendstream\nendobj\n'));
  const xref = length;
  push(
    Buffer.from(
      `xref\n0 7\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}trailer\n<< /Size 7 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

async function seed(database: Database, dataDir: string) {
  const db = database.db;
  const hash = await hashPassword('Sea-View#2026');
  await db.execute(sql`
    insert into users (name, email, email_verified)
    select 'Member ' || i, 'member' || i || '@example.com', true from generate_series(1, ${MEMBERS}) i`);
  await db.execute(sql`
    insert into accounts (user_id, account_id, provider_id, password)
    select id, id::text, 'credential', ${hash} from users`);
  await db.execute(sql`
    insert into profiles (user_id, name, email, phone, flat_no, flat_confirmed_at)
    select id, name, email, '9876543210', 'F-' || substr(email, 7, position('@' in email) - 7), now() from users`);
  // A quarter each: feedback, hall bookings, parking and repair permission requests.
  const each = REQUESTS / 4;
  await db.execute(sql`
    insert into feedback (user_id, name, email, category, subject, message)
    select u.id, u.name, u.email, 'maintenance', 'Request ' || i, repeat('The lift stops between floors. ', 8)
    from generate_series(1, ${each}) i join lateral (select * from users offset (i % ${MEMBERS}) limit 1) u on true`);
  await db.execute(sql`
    insert into hall_bookings (user_id, applicant_name, flat_no, event_name, event_date, event_time, expected_guests,
                               contact_number, membership_type, amount_paid, status)
    select u.id, u.name, 'F-' || (i % ${MEMBERS}), 'Birthday ' || i, date '2020-01-01' + i, 'evening', 40,
           '9876543210', 'member', 2500.50, 'approved'
    from generate_series(1, ${each}) i join lateral (select * from users offset (i % ${MEMBERS}) limit 1) u on true`);
  await db.execute(sql`
    insert into car_parking_registrations (user_id, owner_name, flat_no, vehicle_number, slot_number)
    select u.id, u.name, 'F-' || (i % ${MEMBERS}), 'MH01AB' || lpad(i::text, 4, '0'), 'G-' || i
    from generate_series(1, ${each}) i join lateral (select * from users offset (i % ${MEMBERS}) limit 1) u on true`);
  await db.execute(sql`
    insert into house_repair_registrations (user_id, applicant_name, flat_no, contact_number, work_type,
                                            work_description, terms_accepted)
    select u.id, u.name, 'F-' || (i % ${MEMBERS}), '9876543210', 'plumbing', 'Replace the bathroom pipes', true
    from generate_series(1, ${each}) i join lateral (select * from users offset (i % ${MEMBERS}) limit 1) u on true`);
  await db.execute(sql`
    insert into maintenance_invoices (flat_no, invoice_number, invoice_date, amount, description, due_date, pdf_url)
    select 'F-' || (i % ${MEMBERS}), 'MI-' || i, date '2018-01-01' + (i / ${MEMBERS}) * 30, 3150.75,
           'Maintenance charges', date '2018-01-15' + (i / ${MEMBERS}) * 30, 'F-' || (i % ${MEMBERS}) || '_MI-' || i || '.pdf'
    from generate_series(0, ${INVOICES - 1}) i`);
  const storage = storageFor({ DATA_DIR: dataDir, STORAGE: 'disk' }, db);
  for (let i = 0; i < INVOICES; i++)
    await storage.put(
      'maintenance-invoices',
      `F-${i % MEMBERS}_MI-${i}.pdf`,
      scannedInvoice(`Invoice MI-${i}`),
    );
}

/** Runs `work`, returning its result, the seconds it took, and the RSS before and the highest seen meanwhile. */
async function measured<T>(work: () => Promise<T>) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  try {
    const result = await work();
    return {
      result,
      seconds: (performance.now() - started) / 1000,
      rss: `${megabytes(before)} → ${megabytes(peak)}`,
    };
  } finally {
    clearInterval(sampler);
  }
}

const sourceDir = mkdtempSync(join(tmpdir(), 'bench-backup-source-'));
const targetDir = mkdtempSync(join(tmpdir(), 'bench-backup-target-'));
const archives = mkdtempSync(join(tmpdir(), 'bench-backup-archives-'));
const source = await openDatabase({ dataDir: sourceDir });
const target = process.env.TEST_DATABASE_URL
  ? await freshDatabase()
  : { database: await openDatabase({ dataDir: targetDir }), drop: async () => {}, url: undefined };
try {
  await migrate(source);
  await ensureReferenceData(source.db, 'Asia/Kolkata');
  const seeded = await measured(() => seed(source, sourceDir));
  console.log(
    `Seeded ${MEMBERS} members, ${REQUESTS} requests, ${INVOICES} invoices with ${PDF_BYTES / 1024} KB PDFs (${megabytes(INVOICES * PDF_BYTES)}) in ${seeded.seconds.toFixed(1)} s\n`,
  );
  const sourceConfig = loadConfig({ DATA_DIR: sourceDir });
  const targetConfig = loadConfig({
    DATA_DIR: targetDir,
    ...(target.url ? { DATABASE_URL: target.url } : {}),
  });
  const targetName = target.url ? 'PostgreSQL (files in the database)' : 'PGlite (files on disk)';

  console.log('| step | time | archive | RSS before → peak |\n|---|---|---|---|');
  const backup = await measured(() => backupIntoFolder(archives, { database: source, config: sourceConfig }));
  console.log(
    `| backup of PGlite (files on disk) | ${backup.seconds.toFixed(1)} s | ${megabytes(backup.result.bytes)} | ${backup.rss} |`,
  );
  const restore = await measured(() =>
    restoreBackup(backup.result.path, { database: target.database, config: targetConfig }),
  );
  console.log(`| restore into ${targetName} | ${restore.seconds.toFixed(1)} s | | ${restore.rss} |`);
  const again = await measured(() =>
    backupIntoFolder(archives, { database: target.database, config: targetConfig }),
  );
  console.log(
    `| backup of ${targetName} | ${again.seconds.toFixed(1)} s | ${megabytes(again.result.bytes)} | ${again.rss} |`,
  );
  console.log(`\nArchive: ${describeCounts(backup.result.counts)}`);
  if (describeCounts(again.result.counts) !== describeCounts(backup.result.counts))
    throw new Error(`the restored database backs up differently: ${describeCounts(again.result.counts)}`);
} finally {
  await source.close();
  await target.database.close();
  await target.drop();
  for (const dir of [sourceDir, targetDir, archives]) rmSync(dir, { recursive: true, force: true });
}
