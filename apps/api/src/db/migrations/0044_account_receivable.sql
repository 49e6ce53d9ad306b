CREATE TABLE "account_receivable_counters" (
	"brand_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "account_receivable_counters_pk" PRIMARY KEY("brand_id","year")
);
--> statement-breakpoint
CREATE TABLE "account_receivable_invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"cinema_id" integer NOT NULL,
	"transaction_id" uuid,
	"transaction_no" bigint,
	"payment_method_id" integer,
	"description" text NOT NULL,
	"tax_rate" double precision NOT NULL,
	"amount" integer NOT NULL,
	"live" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_receivable_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"number" text NOT NULL,
	"month" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"issuer_name" text NOT NULL,
	"issuer_invoice_number" text,
	"issuer_postal_code" text,
	"issuer_address" text,
	"client_name" text NOT NULL,
	"client_code" text NOT NULL,
	"total" integer NOT NULL,
	"tax" integer NOT NULL,
	"rate_totals" jsonb NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"reissue_count" integer DEFAULT 0 NOT NULL,
	"reissued_at" timestamp with time zone,
	"void_reason" text,
	"voided_at" timestamp with time zone,
	"created_by_name" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_receivable_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undo_reason" text
);
--> statement-breakpoint
CREATE TABLE "account_receivable_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"paid_on" date NOT NULL,
	"amount" integer NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"deposit_id" integer NOT NULL,
	"memo" text,
	"created_by_name" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_receivable_counters" ADD CONSTRAINT "account_receivable_counters_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_receivable_invoice_lines" ADD CONSTRAINT "account_receivable_invoice_lines_invoice_id_account_receivable_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."account_receivable_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_receivable_invoices" ADD CONSTRAINT "account_receivable_invoices_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_receivable_invoices" ADD CONSTRAINT "account_receivable_invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_receivable_matches" ADD CONSTRAINT "account_receivable_matches_payment_id_account_receivable_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."account_receivable_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_receivable_matches" ADD CONSTRAINT "account_receivable_matches_invoice_id_account_receivable_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."account_receivable_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_receivable_payments" ADD CONSTRAINT "account_receivable_payments_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_receivable_payments" ADD CONSTRAINT "account_receivable_payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_receivable_payments" ADD CONSTRAINT "account_receivable_payments_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_receivable_invoice_lines_invoice_idx" ON "account_receivable_invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_receivable_invoice_lines_sale_uq" ON "account_receivable_invoice_lines" USING btree ("transaction_id","tax_rate") WHERE live and kind = 'sale';--> statement-breakpoint
CREATE UNIQUE INDEX "account_receivable_invoice_lines_settlement_uq" ON "account_receivable_invoice_lines" USING btree ("cinema_id","date","payment_method_id") WHERE live and kind = 'settlement';--> statement-breakpoint
CREATE UNIQUE INDEX "account_receivable_invoices_number_uq" ON "account_receivable_invoices" USING btree ("brand_id","number");--> statement-breakpoint
CREATE INDEX "account_receivable_invoices_client_idx" ON "account_receivable_invoices" USING btree ("brand_id","client_id","period_to");--> statement-breakpoint
CREATE INDEX "account_receivable_matches_payment_idx" ON "account_receivable_matches" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "account_receivable_matches_invoice_idx" ON "account_receivable_matches" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "account_receivable_payments_client_idx" ON "account_receivable_payments" USING btree ("brand_id","client_id","paid_on");