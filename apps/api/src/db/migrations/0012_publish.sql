ALTER TYPE "public"."discount_type" ADD VALUE 'percent' BEFORE 'free';--> statement-breakpoint
ALTER TYPE "public"."discount_type" ADD VALUE 'groupPrice' BEFORE 'free';--> statement-breakpoint
CREATE TABLE "price_template_defaults" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"category" "film_fee_category" NOT NULL,
	"format_version_id" integer,
	"price_template_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_template_defaults_cinema_uq" UNIQUE NULLS NOT DISTINCT("cinema_id","category","format_version_id")
);
--> statement-breakpoint
ALTER TABLE "discount_rules" ADD COLUMN "max_quantity" integer;--> statement-breakpoint
ALTER TABLE "discount_rules" ADD COLUMN "percent_off" integer;--> statement-breakpoint
ALTER TABLE "discount_rules" ADD COLUMN "group_price" integer;--> statement-breakpoint
ALTER TABLE "discount_rules" ADD COLUMN "ticket_kinds" "ticket_kind"[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_rules" ADD COLUMN "holidays_as_sunday" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "price_template_defaults" ADD CONSTRAINT "price_template_defaults_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_template_defaults" ADD CONSTRAINT "price_template_defaults_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_template_defaults" ADD CONSTRAINT "price_template_defaults_format_version_id_versions_id_fk" FOREIGN KEY ("format_version_id") REFERENCES "public"."versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_template_defaults" ADD CONSTRAINT "price_template_defaults_price_template_id_price_templates_id_fk" FOREIGN KEY ("price_template_id") REFERENCES "public"."price_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_template_defaults_brand_idx" ON "price_template_defaults" USING btree ("brand_id");