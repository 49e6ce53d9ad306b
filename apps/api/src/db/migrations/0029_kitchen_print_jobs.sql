CREATE TYPE "public"."print_job_kind" AS ENUM('order', 'cancel');--> statement-breakpoint
CREATE TYPE "public"."print_job_status" AS ENUM('pending', 'printed', 'cancelled');--> statement-breakpoint
CREATE TABLE "kitchen_print_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"transaction_id" uuid NOT NULL,
	"transaction_no" bigint NOT NULL,
	"kind" "print_job_kind" DEFAULT 'order' NOT NULL,
	"status" "print_job_status" DEFAULT 'pending' NOT NULL,
	"channel" "sales_channel" NOT NULL,
	"source_name" text,
	"items" jsonb NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"printed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kitchen_print_jobs" ADD CONSTRAINT "kitchen_print_jobs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_print_jobs" ADD CONSTRAINT "kitchen_print_jobs_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_print_jobs" ADD CONSTRAINT "kitchen_print_jobs_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kitchen_print_jobs_sale_uq" ON "kitchen_print_jobs" USING btree ("transaction_id","device_id","kind");--> statement-breakpoint
CREATE INDEX "kitchen_print_jobs_pending_idx" ON "kitchen_print_jobs" USING btree ("device_id","id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "kitchen_print_jobs_device_idx" ON "kitchen_print_jobs" USING btree ("device_id","ordered_at");--> statement-breakpoint
CREATE INDEX "kitchen_print_jobs_printed_idx" ON "kitchen_print_jobs" USING btree ("device_id","printed_at") WHERE printed_at is not null;--> statement-breakpoint
CREATE INDEX "kitchen_print_jobs_brand_idx" ON "kitchen_print_jobs" USING btree ("brand_id","cinema_id");