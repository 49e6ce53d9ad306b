CREATE TABLE "monthly_closings" (
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"month" text NOT NULL,
	"status" text NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_id" integer,
	"closed_by_name" text,
	"snapshot" jsonb,
	"reopened_at" timestamp with time zone,
	"reopened_by_id" integer,
	"reopened_by_name" text,
	"reopen_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monthly_closings_pk" PRIMARY KEY("cinema_id","month")
);
--> statement-breakpoint
ALTER TABLE "monthly_closings" ADD CONSTRAINT "monthly_closings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_closings" ADD CONSTRAINT "monthly_closings_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_closings" ADD CONSTRAINT "monthly_closings_closed_by_id_accounts_id_fk" FOREIGN KEY ("closed_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_closings" ADD CONSTRAINT "monthly_closings_reopened_by_id_accounts_id_fk" FOREIGN KEY ("reopened_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monthly_closings_brand_idx" ON "monthly_closings" USING btree ("brand_id","month");