CREATE TABLE "revenue_goal_days" (
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"weight" double precision NOT NULL,
	"persons" integer NOT NULL,
	"box_office" integer NOT NULL,
	"shop" integer NOT NULL,
	"other" integer NOT NULL,
	CONSTRAINT "revenue_goal_days_pk" PRIMARY KEY("cinema_id","business_date")
);
--> statement-breakpoint
CREATE TABLE "revenue_goals" (
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"month" text NOT NULL,
	"persons" integer NOT NULL,
	"box_office" integer NOT NULL,
	"shop" integer NOT NULL,
	"other" integer NOT NULL,
	"weights" jsonb NOT NULL,
	"updated_by_id" integer,
	"updated_by_name" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revenue_goals_pk" PRIMARY KEY("cinema_id","month")
);
--> statement-breakpoint
ALTER TABLE "revenue_goal_days" ADD CONSTRAINT "revenue_goal_days_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_goal_days" ADD CONSTRAINT "revenue_goal_days_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_goals" ADD CONSTRAINT "revenue_goals_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_goals" ADD CONSTRAINT "revenue_goals_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_goals" ADD CONSTRAINT "revenue_goals_updated_by_id_accounts_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revenue_goal_days_brand_idx" ON "revenue_goal_days" USING btree ("brand_id","business_date");--> statement-breakpoint
CREATE INDEX "revenue_goals_brand_idx" ON "revenue_goals" USING btree ("brand_id","month");