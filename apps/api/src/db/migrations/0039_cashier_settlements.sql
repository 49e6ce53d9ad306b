CREATE TABLE "cashier_settlements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shift_id" uuid NOT NULL,
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"kind" text NOT NULL,
	"closed_from" text NOT NULL,
	"counted_cash" jsonb NOT NULL,
	"counted_total" integer NOT NULL,
	"expected_cash" integer NOT NULL,
	"over_short" integer NOT NULL,
	"over_short_reason" text,
	"reason" text,
	"by_id" integer,
	"by_name" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cashier_shifts" ADD COLUMN "closed_from" text;--> statement-breakpoint
ALTER TABLE "cashier_shifts" ADD COLUMN "closed_by_name" text;--> statement-breakpoint
ALTER TABLE "cashier_shifts" ADD COLUMN "closed_by_id" integer;--> statement-breakpoint
ALTER TABLE "cashier_shifts" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cashier_shifts" ADD COLUMN "approved_by_id" integer;--> statement-breakpoint
ALTER TABLE "cashier_settlements" ADD CONSTRAINT "cashier_settlements_shift_id_cashier_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."cashier_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashier_settlements" ADD CONSTRAINT "cashier_settlements_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashier_settlements" ADD CONSTRAINT "cashier_settlements_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cashier_settlements_shift_idx" ON "cashier_settlements" USING btree ("shift_id","at");--> statement-breakpoint
-- custom: shifts closed before the console could close one were all closed by their device.
UPDATE "cashier_shifts" SET "closed_from" = 'device' WHERE "status" = 'closed' AND "closed_from" IS NULL;
