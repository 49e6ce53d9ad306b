CREATE TABLE "website_page_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"no" integer NOT NULL,
	"action" text NOT NULL,
	"title" text NOT NULL,
	"content" jsonb NOT NULL,
	"by_name" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "website_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"path" text,
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"updated_by_name" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "website_page_revisions" ADD CONSTRAINT "website_page_revisions_page_id_website_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."website_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_pages" ADD CONSTRAINT "website_pages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_pages" ADD CONSTRAINT "website_pages_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "website_page_revisions_uq" ON "website_page_revisions" USING btree ("page_id","no");--> statement-breakpoint
CREATE INDEX "website_pages_cinema_kind_idx" ON "website_pages" USING btree ("cinema_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "website_pages_single_uq" ON "website_pages" USING btree ("cinema_id","kind") WHERE "website_pages"."kind" not in ('news', 'custom', 'priceTable');--> statement-breakpoint
CREATE UNIQUE INDEX "website_pages_path_uq" ON "website_pages" USING btree ("cinema_id","path") WHERE "website_pages"."kind" = 'custom';--> statement-breakpoint
CREATE INDEX "website_pages_publish_at_idx" ON "website_pages" USING btree ("publish_at") WHERE "website_pages"."publish_at" is not null;