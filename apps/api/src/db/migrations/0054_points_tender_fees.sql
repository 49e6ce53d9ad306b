ALTER TYPE "public"."payment_kind" ADD VALUE 'points' BEFORE 'custom';--> statement-breakpoint
ALTER TYPE "public"."member_point_kind" ADD VALUE 'useReversal' BEFORE 'expire';--> statement-breakpoint
CREATE TABLE "member_fee_extensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"line_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"previous_valid_until" date,
	"previous_status" "member_status" NOT NULL,
	"valid_until" date NOT NULL,
	"reverted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transaction_lines" ADD COLUMN "fee_kind" text;--> statement-breakpoint
ALTER TABLE "member_fee_extensions" ADD CONSTRAINT "member_fee_extensions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_fee_extensions_line_uq" ON "member_fee_extensions" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "member_fee_extensions_member_idx" ON "member_fee_extensions" USING btree ("member_id");