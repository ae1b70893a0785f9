CREATE TYPE "public"."gift_card_status" AS ENUM('pending_payment', 'active', 'cancelled');--> statement-breakpoint
CREATE TABLE "gift_card_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"amount_pence" integer NOT NULL,
	"user_id" text,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_uses_amount" CHECK ("gift_card_uses"."amount_pence" <> 0)
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"code_hint" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"box_label" text,
	"status" "gift_card_status" DEFAULT 'pending_payment' NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_user_id" text,
	"issued_by" text,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"send_on" date NOT NULL,
	"sent_at" timestamp with time zone,
	"payment_provider" text,
	"provider_session_id" text,
	"provider_payment_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "gift_cards_provider_session_id_unique" UNIQUE("provider_session_id"),
	CONSTRAINT "gift_cards_amount" CHECK ("gift_cards"."amount_pence" BETWEEN 100 AND 100000)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_card_uses" ADD CONSTRAINT "gift_card_uses_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_uses" ADD CONSTRAINT "gift_card_uses_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_uses" ADD CONSTRAINT "gift_card_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_buyer_user_id_user_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_issued_by_user_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_uses_card_idx" ON "gift_card_uses" USING btree ("gift_card_id");--> statement-breakpoint
CREATE INDEX "gift_card_uses_order_idx" ON "gift_card_uses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gift_cards_send_idx" ON "gift_cards" USING btree ("status","send_on");--> statement-breakpoint
CREATE INDEX "gift_cards_buyer_idx" ON "gift_cards" USING btree ("buyer_user_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_card" CHECK ("orders"."gift_card_pence" >= 0 AND "orders"."credit_pence" + "orders"."gift_card_pence" <= "orders"."total_pence");