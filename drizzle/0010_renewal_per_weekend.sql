DROP INDEX "orders_subscription_date_idx";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_subscription_weekend_idx" ON "orders" USING btree ("subscription_id",date_trunc('week', "delivery_date"::timestamp));