// npm run admin:grant -- <email>: gives an existing account the chairman's role. While an embedded server runs (it holds
// the database), the server grants it, asked over the data folder's socket as `npm run backup` does.
import { existsSync } from 'node:fs';
import { grantAdminByEmail } from '../../src/server/auth/roles.ts';
import { requestAdminGrant } from '../../src/server/backup/socket.ts';
import { loadConfig } from '../../src/server/config.ts';
import { runScript } from './open-db.ts';

const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  console.error('Usage: npm run admin:grant -- <email>');
  process.exit(2);
}

if (existsSync('.env')) process.loadEnvFile('.env');
const { DATA_DIR, DATABASE_URL } = loadConfig();
const served = DATABASE_URL ? null : await requestAdminGrant(DATA_DIR, email);
if (served) {
  console.error('A server is running on this data folder: it grants the role.');
  (served.ok ? console.log : console.error)(served.message);
  if (!served.ok) process.exitCode = 1;
} else {
  await runScript(async ({ database }) => console.log(await grantAdminByEmail(database.db, email)));
}
