ALTER TABLE "business_settings" ADD COLUMN "cancellation_deadline_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "plan" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_delivery_date" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "paused_until" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "skipped_dates" date[] DEFAULT '{}'::date[] NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "delivery_instructions" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Renewals made before this migration (by Stripe invoices) are linked to their subscription through
-- the history note every renewal starts with.
UPDATE "orders" AS r SET "subscription_id" = s."id"
FROM "subscriptions" AS s
JOIN "orders" AS o ON o."id" = s."order_id"
WHERE r."id" IN (
  SELECT h."order_id" FROM "order_status_history" AS h
  WHERE h."from_status" IS NULL AND h."note" LIKE 'Weekly subscription renewal of ' || o."order_number" || '%'
);--> statement-breakpoint
-- Each subscription's plan, address and next delivery come from its order (and its last renewal).
UPDATE "subscriptions" AS s SET
  "plan" = coalesce((
    SELECT jsonb_agg(jsonb_build_object(
      'type', l."line_type", 'boxTypeId', l."box_type_id", 'label', CASE WHEN l."cuisine" IS NULL THEN l."label" ELSE replace(l."label", ', ' || l."cuisine" || ')', ')') END, 'variant', l."variant",
      'cuisine', l."cuisine", 'quantity', l."quantity",
      'items', coalesce((
        SELECT jsonb_agg(jsonb_build_object('dishId', i."menu_item_id", 'name', i."name", 'quantity', i."quantity") ORDER BY i."name")
        FROM "order_line_items" AS i WHERE i."order_line_id" = l."id"), '[]'::jsonb)
    ) ORDER BY l."position")
    FROM "order_lines" AS l WHERE l."order_id" = s."order_id" AND l."is_subscription"), '[]'::jsonb),
  "address" = o."address",
  "city" = o."city",
  "postcode" = o."postcode",
  "delivery_instructions" = o."delivery_instructions",
  "next_delivery_date" = greatest(
    o."delivery_date",
    coalesce((SELECT max(r."delivery_date") FROM "orders" AS r WHERE r."subscription_id" = s."id"), o."delivery_date")
  ) + 7
FROM "orders" AS o WHERE o."id" = s."order_id";--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "next_delivery_date" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_subscription_date_idx" ON "orders" USING btree ("subscription_id","delivery_date");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("status","next_delivery_date");--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_cancellation_deadline" CHECK ("business_settings"."cancellation_deadline_hours" BETWEEN 0 AND 336);