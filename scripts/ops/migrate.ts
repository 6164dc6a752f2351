// npm run db:migrate: applies the committed migrations (the server also does this at start).
import { runScript } from './open-db.ts';

await runScript(async ({ database }) => {
  console.log(`Migrations applied (${database.kind}).`);
});
