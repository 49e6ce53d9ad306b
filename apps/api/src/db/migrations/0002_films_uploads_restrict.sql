CREATE TYPE "public"."movie_ticket_area" AS ENUM('national', 'theater');--> statement-breakpoint
CREATE TYPE "public"."movie_ticket_kind" AS ENUM('general', 'child', 'other');--> statement-breakpoint
CREATE TYPE "public"."film_approval_status" AS ENUM('pending', 'approved');--> statement-breakpoint
CREATE TYPE "public"."film_classification" AS ENUM('G', 'PG12', 'R15+', 'R18+');--> statement-breakpoint
CREATE TYPE "public"."film_fee_category" AS ENUM('main', 'morning', 'late', 'allNight', 'special');--> statement-breakpoint
CREATE TYPE "public"."release_date_type" AS ENUM('date', 'text', 'undecided');--> statement-breakpoint
CREATE TYPE "public"."upload_purpose" AS ENUM('filmImage', 'filmStill', 'brandLogo', 'brandStamp', 'other');--> statement-breakpoint
CREATE TABLE "restrict_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"notice" text,
	"min_age" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restrict_rules" (
	"cinema_id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"cutoff" text NOT NULL,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "movie_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" "movie_ticket_kind" NOT NULL,
	"area" "movie_ticket_area" DEFAULT 'national' NOT NULL,
	"users" integer DEFAULT 1 NOT NULL,
	"sell_amount" integer NOT NULL,
	"booked_amount" integer NOT NULL,
	"glasses_fee" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distributors" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_kana" text,
	"invoice_number" text,
	"contact_name" text,
	"phone" text,
	"email" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "film_fee_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"film_id" integer NOT NULL,
	"category" "film_fee_category" NOT NULL,
	"rate" numeric(5, 2) NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "films" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_kana" text NOT NULL,
	"original_name" text,
	"length_minutes" integer NOT NULL,
	"trailer_minutes" integer DEFAULT 0 NOT NULL,
	"release_date_type" "release_date_type" DEFAULT 'date' NOT NULL,
	"release_date" date,
	"release_text" text,
	"work_remarks" text,
	"work_id" text,
	"genre" text,
	"country" text,
	"director" text,
	"cast" text,
	"writers" text,
	"synopsis_title" text,
	"synopsis" text,
	"profile_title" text,
	"profile" text,
	"slogan" text,
	"classification" "film_classification" NOT NULL,
	"copyright" text,
	"distributor_id" integer,
	"official_url" text,
	"trailer_url" text,
	"cover_image" jsonb,
	"still_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"display_order" integer,
	"reset_week_days" integer DEFAULT 7 NOT NULL,
	"approval_status" "film_approval_status" DEFAULT 'approved' NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"created_by_cinema_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"purpose" "upload_purpose" DEFAULT 'other' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"brand_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "restrict_codes" ADD CONSTRAINT "restrict_codes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restrict_codes" ADD CONSTRAINT "restrict_codes_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restrict_rules" ADD CONSTRAINT "restrict_rules_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restrict_rules" ADD CONSTRAINT "restrict_rules_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_tickets" ADD CONSTRAINT "movie_tickets_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributors" ADD CONSTRAINT "distributors_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "film_fee_terms" ADD CONSTRAINT "film_fee_terms_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "film_fee_terms" ADD CONSTRAINT "film_fee_terms_film_id_films_id_fk" FOREIGN KEY ("film_id") REFERENCES "public"."films"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "films" ADD CONSTRAINT "films_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "films" ADD CONSTRAINT "films_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "films" ADD CONSTRAINT "films_approved_by_accounts_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "films" ADD CONSTRAINT "films_created_by_cinema_id_cinemas_id_fk" FOREIGN KEY ("created_by_cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_links" ADD CONSTRAINT "image_links_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "restrict_codes_cinema_code_uq" ON "restrict_codes" USING btree ("cinema_id","code");--> statement-breakpoint
CREATE INDEX "restrict_codes_brand_idx" ON "restrict_codes" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "restrict_rules_brand_idx" ON "restrict_rules" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "movie_tickets_brand_code_uq" ON "movie_tickets" USING btree ("brand_id","code");--> statement-breakpoint
CREATE INDEX "movie_tickets_brand_idx" ON "movie_tickets" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "distributors_brand_code_uq" ON "distributors" USING btree ("brand_id","code");--> statement-breakpoint
CREATE INDEX "distributors_brand_idx" ON "distributors" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "film_fee_terms_film_idx" ON "film_fee_terms" USING btree ("film_id");--> statement-breakpoint
CREATE UNIQUE INDEX "films_brand_work_id_uq" ON "films" USING btree ("brand_id","work_id");--> statement-breakpoint
CREATE INDEX "films_brand_idx" ON "films" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "films_distributor_idx" ON "films" USING btree ("distributor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "files_key_uq" ON "files" USING btree ("key");--> statement-breakpoint
CREATE INDEX "files_brand_idx" ON "files" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "image_links_url_uq" ON "image_links" USING btree ("url");