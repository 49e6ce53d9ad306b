CREATE TYPE "public"."automation_action" AS ENUM('points', 'mail');--> statement-breakpoint
CREATE TYPE "public"."automation_fire_status" AS ENUM('done', 'queued', 'sent', 'skipped', 'failed');--> statement-breakpoint
CREATE TYPE "public"."automation_status" AS ENUM('active', 'inactive');--> statement-breakpoint
CREATE TYPE "public"."automation_trigger" AS ENUM('join', 'birthdayMonth', 'rankUp', 'nthVisit', 'daysSinceVisit', 'beforeExpiry');--> statement-breakpoint
CREATE TABLE "automation_fires" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"occurrence" text NOT NULL,
	"status" "automation_fire_status" NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automation_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_system_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" "automation_status" DEFAULT 'active' NOT NULL,
	"trigger" "automation_trigger" NOT NULL,
	"trigger_value" integer,
	"action" "automation_action" NOT NULL,
	"points" integer,
	"mail_subject" text,
	"mail_body" text,
	"memo" text,
	"starts_on" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automation_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"ran_on" date NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ran_by" text,
	"fired" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "automation_fires" ADD CONSTRAINT "automation_fires_rule_id_automation_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."automation_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_fires" ADD CONSTRAINT "automation_fires_run_id_automation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."automation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_fires" ADD CONSTRAINT "automation_fires_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_rules" ADD CONSTRAINT "automation_rules_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_rules" ADD CONSTRAINT "automation_rules_member_system_id_member_systems_id_fk" FOREIGN KEY ("member_system_id") REFERENCES "public"."member_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_rule_id_automation_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."automation_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "automation_fires_once_uq" ON "automation_fires" USING btree ("rule_id","member_id","occurrence");--> statement-breakpoint
CREATE INDEX "automation_fires_run_idx" ON "automation_fires" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "automation_rules_brand_idx" ON "automation_rules" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "automation_runs_brand_idx" ON "automation_runs" USING btree ("brand_id","id");