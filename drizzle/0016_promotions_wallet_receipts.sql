CREATE TYPE "public"."promo_duration" AS ENUM('once', 'weekends', 'forever');--> statement-breakpoint
CREATE TYPE "public"."promo_kind" AS ENUM('percent', 'fixed', 'free_delivery');--> statement-breakpoint
CREATE TYPE "public"."credit_reason" AS ENUM('refund', 'grant', 'checkout', 'renewal', 'gift_card', 'referral', 'reversal');--> statement-breakpoint
CREATE TYPE "public"."receipt_kind" AS ENUM('receipt', 'credit_note');--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" "promo_kind" NOT NULL,
	"percent_off" integer,
	"amount_off_pence" integer,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"min_spend_pence" integer,
	"box_type_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"includes_custom" boolean DEFAULT true NOT NULL,
	"fulfilment" text,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"duration" "promo_duration" DEFAULT 'once' NOT NULL,
	"duration_weekends" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_amounts" CHECK (("promo_codes"."kind" = 'percent' AND "promo_codes"."percent_off" BETWEEN 1 AND 100) OR ("promo_codes"."kind" = 'fixed' AND "promo_codes"."amount_off_pence" > 0) OR "promo_codes"."kind" = 'free_delivery'),
	CONSTRAINT "promo_codes_limits" CHECK (coalesce("promo_codes"."max_uses", 1) >= 1 AND coalesce("promo_codes"."max_uses_per_customer", 1) >= 1 AND coalesce("promo_codes"."min_spend_pence", 0) >= 0),
	CONSTRAINT "promo_codes_duration" CHECK (("promo_codes"."duration" = 'weekends') = ("promo_codes"."duration_weekends" IS NOT NULL) AND coalesce("promo_codes"."duration_weekends", 1) BETWEEN 1 AND 52)
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promo_code_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_email" text NOT NULL,
	"user_id" text,
	"discount_pence" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_redemptions_discount" CHECK ("promo_redemptions"."discount_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"reason" "credit_reason" NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"order_id" uuid,
	"admin_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_movements_amount_non_zero" CHECK ("credit_movements"."amount_pence" <> 0)
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"kind" "receipt_kind" PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "receipt_kind" NOT NULL,
	"number" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"source_key" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"lines" jsonb NOT NULL,
	"total_pence" integer NOT NULL,
	"vat_pence" integer NOT NULL,
	"credit_pence" integer DEFAULT 0 NOT NULL,
	"buyer" jsonb NOT NULL,
	"seller" jsonb NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "box_types" ADD COLUMN "vat_rate_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "vat_registered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "vat_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "custom_vat_rate_percent" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_discount_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "promo_code_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "promo_weekends_left" integer;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_admin_id_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_key" ON "promo_codes" USING btree (upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_order_key" ON "promo_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "promo_redemptions_code_idx" ON "promo_redemptions" USING btree ("promo_code_id","customer_email");--> statement-breakpoint
CREATE INDEX "credit_movements_user_idx" ON "credit_movements" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_movements_order_idx" ON "credit_movements" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_kind_number_key" ON "receipts" USING btree ("kind","number");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_source_key" ON "receipts" USING btree ("kind","source_key");--> statement-breakpoint
CREATE INDEX "receipts_order_idx" ON "receipts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "receipts_issued_idx" ON "receipts" USING btree ("issued_at");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_types" ADD CONSTRAINT "box_types_vat_rate" CHECK ("box_types"."vat_rate_percent" IN (0, 5, 20));--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_vat_rate" CHECK ("business_settings"."custom_vat_rate_percent" IN (0, 5, 20));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_and_credit" CHECK ("orders"."promo_discount_pence" BETWEEN 0 AND "orders"."discount_pence" AND "orders"."credit_pence" BETWEEN 0 AND "orders"."total_pence");