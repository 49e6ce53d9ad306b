ALTER TYPE "public"."film_approval_status" ADD VALUE 'returned';--> statement-breakpoint
CREATE TABLE "device_notification_reads" (
	"notification_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_notification_reads_notification_id_account_id_pk" PRIMARY KEY("notification_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "login_throttles" ADD COLUMN "login" text;--> statement-breakpoint
ALTER TABLE "global_settings" ADD COLUMN "file_url_key" text;--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "return_reason" text;--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "device_notification_reads" ADD CONSTRAINT "device_notification_reads_notification_id_device_notification_logs_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."device_notification_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_notification_reads" ADD CONSTRAINT "device_notification_reads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_notification_reads_account_idx" ON "device_notification_reads" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "login_throttles_login_idx" ON "login_throttles" USING btree ("login");--> statement-breakpoint
-- custom SQL below
-- Address-wide locks are gone (they locked every account behind one address); per-login counters carry their login id.
DELETE FROM "login_throttles" WHERE "key" LIKE 'ip:%';--> statement-breakpoint
UPDATE "login_throttles" SET "login" = substr("key", 6) WHERE "key" LIKE 'acct:%';--> statement-breakpoint
-- Read state becomes per user: what was read before is read for every account that could see it
-- (the brand's accounts and the operators); then the shared column goes (its generated drop moved here).
INSERT INTO "device_notification_reads" ("notification_id", "account_id", "read_at")
SELECT l."id", a."id", l."read_at"
FROM "device_notification_logs" l
JOIN "accounts" a ON a."brand_id" = l."brand_id" OR a."type" = 'superAdmin'
WHERE l."read_at" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "device_notification_logs" DROP COLUMN "read_at";
