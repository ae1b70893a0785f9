ALTER TABLE "orders" ADD COLUMN "entered_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "manual_payment" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_manual_payment" CHECK ("orders"."manual_payment" IS NULL OR ("orders"."entered_by" IS NOT NULL AND "orders"."manual_payment" IN ('cash', 'bank_transfer', 'link')));