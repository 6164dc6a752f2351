// npm run admin:grant -- <email>: gives an existing account the admin role.
import { findUserByEmail, grantAdmin } from '../src/server/auth/roles.ts';
import { runScript } from './open-db.ts';

const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  console.error('Usage: npm run admin:grant -- <email>');
  process.exit(2);
}

await runScript(async ({ database }) => {
  const user = await findUserByEmail(database.db, email);
  if (!user) throw new Error(`No account with the e-mail ${email}. The person must sign up first.`);
  await grantAdmin(database.db, user);
  console.log(`${email} is now an admin.`);
});
