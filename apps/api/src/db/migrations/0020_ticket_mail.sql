CREATE TYPE "public"."ticket_mail_status" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE TABLE "ticket_mails" (
	"transaction_id" uuid PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"status" "ticket_mail_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"message_id" text
);
--> statement-breakpoint
ALTER TABLE "global_settings" ADD COLUMN "mail_retry_interval_minutes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "global_settings" ADD COLUMN "mail_retry_count" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "global_settings" ADD COLUMN "mail_batch_size" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_mails" ADD CONSTRAINT "ticket_mails_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_mails_due_idx" ON "ticket_mails" USING btree ("next_attempt_at") WHERE status = 'pending';