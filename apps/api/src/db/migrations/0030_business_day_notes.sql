CREATE TABLE "business_day_notes" (
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"weather" text NOT NULL,
	"weather_note" text,
	"notes" text,
	"updated_by_id" integer,
	"updated_by_name" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_day_notes_pk" PRIMARY KEY("cinema_id","business_date")
);
--> statement-breakpoint
ALTER TABLE "business_day_notes" ADD CONSTRAINT "business_day_notes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_day_notes" ADD CONSTRAINT "business_day_notes_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_day_notes" ADD CONSTRAINT "business_day_notes_updated_by_id_accounts_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_day_notes_brand_idx" ON "business_day_notes" USING btree ("brand_id","business_date");--> statement-breakpoint
CREATE INDEX "rb_ticket_saleday_screening_idx" ON "rb_ticket_saleday" USING btree ("cinema_id","screening_bd");