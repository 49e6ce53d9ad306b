ALTER TABLE "accounts" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "login_throttles" ADD COLUMN "login" text;--> statement-breakpoint
ALTER TABLE "global_settings" ADD COLUMN "file_url_key" text;--> statement-breakpoint
CREATE INDEX "login_throttles_login_idx" ON "login_throttles" USING btree ("login");--> statement-breakpoint
-- custom SQL below
-- Address-wide locks are gone (they locked every account behind one address); per-login counters carry their login id.
DELETE FROM "login_throttles" WHERE "key" LIKE 'ip:%';--> statement-breakpoint
UPDATE "login_throttles" SET "login" = substr("key", 6) WHERE "key" LIKE 'acct:%';
