CREATE TYPE "public"."signage_layout" AS ENUM('door', 'counter');--> statement-breakpoint
CREATE TYPE "public"."signage_message_kind" AS ENUM('notice', 'soldOut', 'delay', 'urgent');--> statement-breakpoint
CREATE TYPE "public"."signage_message_style" AS ENUM('ticker', 'fullscreen');--> statement-breakpoint
CREATE TABLE "signage_displays" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"layout" "signage_layout" NOT NULL,
	"house_id" integer,
	"message" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signage_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"name" text NOT NULL,
	"device_ids" integer[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signage_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"kind" "signage_message_kind" NOT NULL,
	"style" "signage_message_style" NOT NULL,
	"text" text NOT NULL,
	"device_id" integer,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signage_playlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"name" text NOT NULL,
	"device_id" integer,
	"group_id" integer,
	"slides" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signage_settings" (
	"cinema_id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"tomorrow_from" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signage_displays" ADD CONSTRAINT "signage_displays_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signage_displays" ADD CONSTRAINT "signage_displays_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signage_displays" ADD CONSTRAINT "signage_displays_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signage_displays" ADD CONSTRAINT "signage_displays_house_id_houses_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."houses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signage_groups" ADD CONSTRAINT "signage_groups_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signage_groups" ADD CONSTRAINT "signage_groups_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signage_messages" ADD CONSTRAINT "signage_messages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signage_messages" ADD CONSTRAINT "signage_messages_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signage_messages" ADD CONSTRAINT "signage_messages_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signage_playlists" ADD CONSTRAINT "signage_playlists_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signage_playlists" ADD CONSTRAINT "signage_playlists_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signage_playlists" ADD CONSTRAINT "signage_playlists_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signage_playlists" ADD CONSTRAINT "signage_playlists_group_id_signage_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."signage_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signage_settings" ADD CONSTRAINT "signage_settings_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signage_settings" ADD CONSTRAINT "signage_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "signage_displays_device_uq" ON "signage_displays" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "signage_displays_cinema_idx" ON "signage_displays" USING btree ("cinema_id");--> statement-breakpoint
CREATE INDEX "signage_groups_cinema_idx" ON "signage_groups" USING btree ("cinema_id");--> statement-breakpoint
CREATE INDEX "signage_messages_cinema_idx" ON "signage_messages" USING btree ("cinema_id","start_at");--> statement-breakpoint
CREATE INDEX "signage_playlists_cinema_idx" ON "signage_playlists" USING btree ("cinema_id");