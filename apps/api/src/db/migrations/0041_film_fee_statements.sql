CREATE TABLE "film_fee_statements" (
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"film_id" integer NOT NULL,
	"month" text NOT NULL,
	"status" text DEFAULT 'provisional' NOT NULL,
	"adjustment" integer DEFAULT 0 NOT NULL,
	"adjustment_reason" text,
	"confirmed" jsonb,
	"confirmed_at" timestamp with time zone,
	"confirmed_by_id" integer,
	"confirmed_by_name" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "film_fee_statements_pk" PRIMARY KEY("cinema_id","film_id","month")
);
--> statement-breakpoint
ALTER TABLE "film_fee_statements" ADD CONSTRAINT "film_fee_statements_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "film_fee_statements" ADD CONSTRAINT "film_fee_statements_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "film_fee_statements" ADD CONSTRAINT "film_fee_statements_film_id_films_id_fk" FOREIGN KEY ("film_id") REFERENCES "public"."films"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "film_fee_statements" ADD CONSTRAINT "film_fee_statements_confirmed_by_id_accounts_id_fk" FOREIGN KEY ("confirmed_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "film_fee_statements_brand_idx" ON "film_fee_statements" USING btree ("brand_id","month");