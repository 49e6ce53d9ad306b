CREATE TYPE "public"."email_status" AS ENUM('none', 'pending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."line_type" AS ENUM('ticket', 'shop', 'other', 'membership_fee');--> statement-breakpoint
CREATE TYPE "public"."sales_channel" AS ENUM('pos', 'kiosk', 'online', 'backoffice');--> statement-breakpoint
CREATE TYPE "public"."transaction_kind" AS ENUM('sale', 'void', 'refund');--> statement-breakpoint
CREATE TYPE "public"."transaction_status" AS ENUM('success', 'cancel', 'delete', 'expired', 'fail', 'partial_refunded', 'processing', 'refunded', 'confirming', 'pendingPayment');--> statement-breakpoint
CREATE SEQUENCE "public"."transaction_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "admissions" (
	"line_id" uuid PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"screening_id" integer NOT NULL,
	"issued_at" timestamp with time zone,
	"admitted_at" timestamp with time zone,
	"gate_device_id" integer,
	"non_arrival_outcome" text,
	"non_arrival_note" text,
	"non_arrival_by" integer
);
--> statement-breakpoint
CREATE TABLE "transaction_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"line_type" "line_type" NOT NULL,
	"original_line_id" uuid,
	"sales_business_date" date NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"discount_rule_id" integer,
	"coupon_serial" text,
	"coupon_amount" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"tax_rate" double precision NOT NULL,
	"tax" integer NOT NULL,
	"refunded_quantity" integer DEFAULT 0 NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"screening_id" integer,
	"screening_business_date" date,
	"film_id" integer,
	"house_id" integer,
	"seat_key" text,
	"seat_type" text,
	"persons" integer,
	"ticket_id" integer,
	"ticket_kind" text,
	"category" text,
	"surcharges" jsonb,
	"box_office_amount" integer,
	"shop_item_id" integer,
	"options" jsonb,
	"choices" jsonb,
	"eat_in" boolean,
	"cost_amount" integer,
	"product_type" text,
	"shop_group" text
);
--> statement-breakpoint
CREATE TABLE "transaction_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"sales_business_date" date NOT NULL,
	"payment_method_id" integer,
	"method_kind" text NOT NULL,
	"method_name" text NOT NULL,
	"amount" integer NOT NULL,
	"tendered" integer,
	"change" integer,
	"approval_no" text,
	"reference" text,
	"refunds_payment_id" uuid
);
--> statement-breakpoint
CREATE TABLE "transaction_taxes" (
	"transaction_id" uuid NOT NULL,
	"rate" double precision NOT NULL,
	"taxable" integer NOT NULL,
	"tax" integer NOT NULL,
	CONSTRAINT "transaction_taxes_transaction_id_rate_pk" PRIMARY KEY("transaction_id","rate")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"kind" "transaction_kind" NOT NULL,
	"original_id" uuid,
	"transaction_no" bigint DEFAULT nextval('transaction_no_seq') NOT NULL,
	"channel" "sales_channel" NOT NULL,
	"device_id" integer,
	"device_client_id" uuid,
	"device_seq" integer,
	"shift_id" uuid,
	"account_id" integer,
	"status" "transaction_status" NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sales_business_date" date NOT NULL,
	"member_no" text,
	"purchaser_name" text,
	"purchaser_kana" text,
	"purchaser_phone" text,
	"purchaser_email" text,
	"email_status" "email_status" DEFAULT 'none' NOT NULL,
	"email_sent_count" integer DEFAULT 0 NOT NULL,
	"client_id" integer,
	"total" integer NOT NULL,
	"tax" integer NOT NULL,
	"rounding_mode" "rounding_mode" NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"exceptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"memo" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_movements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shift_id" uuid NOT NULL,
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashier_shifts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"device_client_id" uuid NOT NULL,
	"account_id" integer,
	"staff_name" text,
	"sales_business_date" date NOT NULL,
	"status" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"opening_float" integer NOT NULL,
	"counted_cash" jsonb,
	"counted_total" integer,
	"expected_cash" integer,
	"over_short" integer,
	"over_short_reason" text,
	"approved_by" text,
	"drawer_opens" integer DEFAULT 0 NOT NULL,
	"last_device_seq" integer
);
--> statement-breakpoint
CREATE TABLE "device_documents" (
	"device_id" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"kind" text NOT NULL,
	"device_seq" integer NOT NULL,
	"request_hash" text NOT NULL,
	"http_status" integer NOT NULL,
	"result" jsonb NOT NULL,
	"transaction_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_documents_device_id_client_id_pk" PRIMARY KEY("device_id","client_id")
);
--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_line_id_transaction_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."transaction_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_lines" ADD CONSTRAINT "transaction_lines_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_payments" ADD CONSTRAINT "transaction_payments_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_taxes" ADD CONSTRAINT "transaction_taxes_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_shift_id_cashier_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."cashier_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashier_shifts" ADD CONSTRAINT "cashier_shifts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashier_shifts" ADD CONSTRAINT "cashier_shifts_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashier_shifts" ADD CONSTRAINT "cashier_shifts_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_documents" ADD CONSTRAINT "device_documents_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admissions_screening_idx" ON "admissions" USING btree ("screening_id");--> statement-breakpoint
CREATE INDEX "transaction_lines_tx_idx" ON "transaction_lines" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "transaction_lines_day_idx" ON "transaction_lines" USING btree ("brand_id","cinema_id","sales_business_date");--> statement-breakpoint
CREATE INDEX "transaction_lines_screening_idx" ON "transaction_lines" USING btree ("screening_id");--> statement-breakpoint
CREATE INDEX "transaction_lines_original_idx" ON "transaction_lines" USING btree ("original_line_id");--> statement-breakpoint
CREATE INDEX "transaction_payments_tx_idx" ON "transaction_payments" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "transaction_payments_day_idx" ON "transaction_payments" USING btree ("brand_id","cinema_id","sales_business_date");--> statement-breakpoint
CREATE INDEX "transactions_day_idx" ON "transactions" USING btree ("brand_id","cinema_id","sales_business_date");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_no_uq" ON "transactions" USING btree ("transaction_no");--> statement-breakpoint
CREATE INDEX "transactions_original_idx" ON "transactions" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "transactions_shift_idx" ON "transactions" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "transactions_hold_idx" ON "transactions" USING btree ("hold_expires_at") WHERE status = 'pendingPayment';--> statement-breakpoint
CREATE INDEX "cash_movements_shift_idx" ON "cash_movements" USING btree ("shift_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cashier_shifts_working_uq" ON "cashier_shifts" USING btree ("device_id") WHERE status = 'working';--> statement-breakpoint
CREATE UNIQUE INDEX "cashier_shifts_client_uq" ON "cashier_shifts" USING btree ("device_id","device_client_id");--> statement-breakpoint
CREATE INDEX "cashier_shifts_day_idx" ON "cashier_shifts" USING btree ("brand_id","cinema_id","sales_business_date");--> statement-breakpoint
CREATE INDEX "device_documents_seq_idx" ON "device_documents" USING btree ("device_id","device_seq");