CREATE TABLE "rb_film_day" (
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"screening_bd" date NOT NULL,
	"film_id" integer NOT NULL,
	"fee_category" text NOT NULL,
	"format_id" integer NOT NULL,
	"ticket_kind" text NOT NULL,
	"channel" "sales_channel" NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	"comps" integer DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"surcharge" integer DEFAULT 0 NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"booked_tax" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rb_film_day_pk" PRIMARY KEY("cinema_id","screening_bd","film_id","fee_category","format_id","ticket_kind","channel")
);
--> statement-breakpoint
CREATE TABLE "rb_hour" (
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"sale_bd" date NOT NULL,
	"hour" integer NOT NULL,
	"kind" text NOT NULL,
	"txns" integer DEFAULT 0 NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"admissions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rb_hour_pk" PRIMARY KEY("cinema_id","sale_bd","hour","kind")
);
--> statement-breakpoint
CREATE TABLE "rb_item_day" (
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"sale_bd" date NOT NULL,
	"item_id" integer NOT NULL,
	"eat_in" boolean NOT NULL,
	"tax_rate" double precision NOT NULL,
	"channel" "sales_channel" NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"gross" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"net" integer DEFAULT 0 NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rb_item_day_pk" PRIMARY KEY("cinema_id","sale_bd","item_id","eat_in","tax_rate","channel")
);
--> statement-breakpoint
CREATE TABLE "rb_payment_day" (
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"sale_bd" date NOT NULL,
	"method_id" integer NOT NULL,
	"channel" "sales_channel" NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"refund_count" integer DEFAULT 0 NOT NULL,
	"refund_amount" integer DEFAULT 0 NOT NULL,
	"change" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rb_payment_day_pk" PRIMARY KEY("cinema_id","sale_bd","method_id","channel")
);
--> statement-breakpoint
CREATE TABLE "rb_screening" (
	"screening_id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"screening_bd" date NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"comps" integer DEFAULT 0 NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rb_tax_day" (
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"sale_bd" date NOT NULL,
	"kind" text NOT NULL,
	"tax_rate" double precision NOT NULL,
	"eat_in" boolean NOT NULL,
	"base" integer DEFAULT 0 NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rb_tax_day_pk" PRIMARY KEY("cinema_id","sale_bd","kind","tax_rate","eat_in")
);
--> statement-breakpoint
CREATE TABLE "rb_ticket_saleday" (
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"sale_bd" date NOT NULL,
	"screening_bd" date NOT NULL,
	"film_id" integer NOT NULL,
	"channel" "sales_channel" NOT NULL,
	"ticket_category" text NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"refund_qty" integer DEFAULT 0 NOT NULL,
	"refund_amount" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rb_ticket_saleday_pk" PRIMARY KEY("cinema_id","sale_bd","screening_bd","film_id","channel","ticket_category")
);
--> statement-breakpoint
CREATE TABLE "rolled_up_transactions" (
	"transaction_id" uuid PRIMARY KEY NOT NULL,
	"rolled_up_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_invariant_alerts" (
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"check" text NOT NULL,
	"message" text NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_invariant_alerts_pk" PRIMARY KEY("cinema_id","business_date","check")
);
