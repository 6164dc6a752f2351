-- Today's admins become chairmen: the one office role of before reached everywhere, as the chairman's does now.
UPDATE "user_roles" SET "role" = 'chairman'
WHERE "role" = 'admin'
  AND NOT EXISTS (SELECT 1 FROM "user_roles" c WHERE c."user_id" = "user_roles"."user_id" AND c."role" = 'chairman');
--> statement-breakpoint
DELETE FROM "user_roles" WHERE "role" = 'admin';
