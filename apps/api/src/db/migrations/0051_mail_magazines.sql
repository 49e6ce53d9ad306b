CREATE TYPE "public"."mail_body_format" AS ENUM('text', 'html');--> statement-breakpoint
CREATE TYPE "public"."mail_magazine_category" AS ENUM('notice', 'importantNotice', 'activity', 'send', 'campaign');--> statement-breakpoint
CREATE TYPE "public"."mail_magazine_status" AS ENUM('draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."mail_recipient_status" AS ENUM('queued', 'sent', 'bounced', 'failed', 'unsubscribed');--> statement-breakpoint
CREATE TYPE "public"."mail_send_mode" AS ENUM('now', 'scheduled');--> statement-breakpoint
CREATE TABLE "mail_magazine_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"magazine_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"email" text NOT NULL,
	"status" "mail_recipient_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"message_id" text,
	"sent_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_magazines" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"subject" text NOT NULL,
	"category" "mail_magazine_category" NOT NULL,
	"body_format" "mail_body_format" DEFAULT 'text' NOT NULL,
	"body" text NOT NULL,
	"member_filter_id" integer,
	"send_mode" "mail_send_mode" DEFAULT 'now' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"rate_per_minute" integer NOT NULL,
	"status" "mail_magazine_status" DEFAULT 'draft' NOT NULL,
	"send_run" integer DEFAULT 0 NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"bounced_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"unsubscribed_count" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "mail_opt_in" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "mail_unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_magazine_recipients" ADD CONSTRAINT "mail_magazine_recipients_magazine_id_mail_magazines_id_fk" FOREIGN KEY ("magazine_id") REFERENCES "public"."mail_magazines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_magazine_recipients" ADD CONSTRAINT "mail_magazine_recipients_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_magazines" ADD CONSTRAINT "mail_magazines_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_magazines" ADD CONSTRAINT "mail_magazines_member_filter_id_member_filters_id_fk" FOREIGN KEY ("member_filter_id") REFERENCES "public"."member_filters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_magazine_recipients_member_uq" ON "mail_magazine_recipients" USING btree ("magazine_id","member_id");--> statement-breakpoint
CREATE INDEX "mail_magazine_recipients_queued_idx" ON "mail_magazine_recipients" USING btree ("magazine_id","id") WHERE status = 'queued';--> statement-breakpoint
CREATE INDEX "mail_magazine_recipients_email_idx" ON "mail_magazine_recipients" USING btree ("brand_id","email");--> statement-breakpoint
CREATE INDEX "mail_magazines_brand_idx" ON "mail_magazines" USING btree ("brand_id","updated_at");