CREATE TYPE "public"."member_join_channel" AS ENUM('pos', 'kiosk', 'online', 'console');--> statement-breakpoint
CREATE TYPE "public"."member_status" AS ENUM('active', 'suspended', 'withdrawn', 'expired');--> statement-breakpoint
CREATE TYPE "public"."member_point_kind" AS ENUM('award', 'reversal', 'use', 'expire', 'adjust');--> statement-breakpoint
CREATE TYPE "public"."membership_rank_basis" AS ENUM('spend', 'visits');--> statement-breakpoint
CREATE TYPE "public"."member_rank_reason" AS ENUM('join', 'up', 'down', 'manual');--> statement-breakpoint
CREATE TYPE "public"."membership_validity_kind" AS ENUM('fromJoin', 'fixed');--> statement-breakpoint
CREATE TABLE "member_point_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" "member_point_kind" NOT NULL,
	"points" integer NOT NULL,
	"transaction_id" uuid,
	"sale_id" uuid,
	"basis" integer,
	"rate" integer,
	"reason" text,
	"expires_on" date,
	"occurred_on" date NOT NULL,
	"created_by" integer,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_rank_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"from_rank" integer,
	"to_rank" integer NOT NULL,
	"reason" "member_rank_reason" NOT NULL,
	"figure" integer,
	"changed_on" date NOT NULL,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_systems" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"validity_kind" "membership_validity_kind" NOT NULL,
	"valid_months" integer,
	"valid_from" date,
	"valid_to" date,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"join_fee" integer DEFAULT 0 NOT NULL,
	"annual_fee" integer DEFAULT 0 NOT NULL,
	"renewal_fee" integer DEFAULT 0 NOT NULL,
	"card_fee" integer DEFAULT 0 NOT NULL,
	"tax_rate" double precision DEFAULT 0.1 NOT NULL,
	"ranks" jsonb NOT NULL,
	"points" jsonb NOT NULL,
	"rank_basis" "membership_rank_basis" DEFAULT 'spend' NOT NULL,
	"rank_window_months" integer DEFAULT 12 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_system_id" integer NOT NULL,
	"member_no" text NOT NULL,
	"name" text NOT NULL,
	"kana" text NOT NULL,
	"birth_date" date,
	"gender" text DEFAULT 'unanswered' NOT NULL,
	"postal_code" text,
	"prefecture_code" text,
	"address" text,
	"phone" text,
	"email" text,
	"joined_on" date NOT NULL,
	"joined_cinema_id" integer,
	"join_channel" "member_join_channel" NOT NULL,
	"rank" integer DEFAULT 1 NOT NULL,
	"status" "member_status" DEFAULT 'active' NOT NULL,
	"valid_until" date,
	"memo" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_point_entries" ADD CONSTRAINT "member_point_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_rank_changes" ADD CONSTRAINT "member_rank_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_systems" ADD CONSTRAINT "member_systems_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_member_system_id_member_systems_id_fk" FOREIGN KEY ("member_system_id") REFERENCES "public"."member_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_joined_cinema_id_cinemas_id_fk" FOREIGN KEY ("joined_cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_point_entries_member_idx" ON "member_point_entries" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_point_entries_document_uq" ON "member_point_entries" USING btree ("transaction_id","kind") WHERE transaction_id is not null;--> statement-breakpoint
CREATE INDEX "member_point_entries_sale_idx" ON "member_point_entries" USING btree ("sale_id") WHERE sale_id is not null;--> statement-breakpoint
CREATE INDEX "member_rank_changes_member_idx" ON "member_rank_changes" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_systems_brand_code_uq" ON "member_systems" USING btree ("brand_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "members_brand_no_uq" ON "members" USING btree ("brand_id","member_no");--> statement-breakpoint
CREATE INDEX "members_brand_kana_idx" ON "members" USING btree ("brand_id","kana");--> statement-breakpoint
CREATE INDEX "members_system_idx" ON "members" USING btree ("member_system_id","rank");