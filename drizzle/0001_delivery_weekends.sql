CREATE TYPE "public"."box_kind" AS ENUM('fixed', 'pick');--> statement-breakpoint
CREATE TYPE "public"."fulfilment" AS ENUM('delivery', 'collection');--> statement-breakpoint
CREATE TABLE "weekly_menu_items" (
	"week_id" uuid NOT NULL,
	"menu_item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_menu_items_week_id_menu_item_id_pk" PRIMARY KEY("week_id","menu_item_id")
);
--> statement-breakpoint
CREATE TABLE "collection_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"saturday_hours" text DEFAULT '' NOT NULL,
	"sunday_hours" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "line_type" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "city" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "postcode" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "box_types" ADD COLUMN "kind" "box_kind" DEFAULT 'pick' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "box_type_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment" "fulfilment" DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "collection_point_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "collection_point" text;--> statement-breakpoint
ALTER TABLE "weekly_menu_items" ADD CONSTRAINT "weekly_menu_items_week_id_weekly_cuisines_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."weekly_cuisines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_menu_items" ADD CONSTRAINT "weekly_menu_items_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "weekly_menu_items_dish_idx" ON "weekly_menu_items" USING btree ("menu_item_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_box_type_id_box_types_id_fk" FOREIGN KEY ("box_type_id") REFERENCES "public"."box_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_collection_point_id_collection_points_id_fk" FOREIGN KEY ("collection_point_id") REFERENCES "public"."collection_points"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_line_items_line_idx" ON "order_line_items" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
-- Data: each dish joins the week its week_available fell in; a dish without a week was sold with
-- every week, so it joins each week whose cuisine pair holds its cuisine (every week if it has none).
INSERT INTO "weekly_menu_items" ("week_id", "menu_item_id")
SELECT w."id", m."id" FROM "menu_items" m JOIN "weekly_cuisines" w
  ON m."week_available" BETWEEN w."week_start_date" AND w."week_end_date"
UNION
SELECT w."id", m."id" FROM "menu_items" m JOIN "weekly_cuisines" w
  ON m."week_available" IS NULL AND (m."cuisine" IS NULL OR m."cuisine" = ANY (w."cuisines"));--> statement-breakpoint
-- Data: Essentials was the fixed box; every box line names its box type.
UPDATE "box_types" SET "kind" = 'fixed' WHERE "code" = 'essentials';--> statement-breakpoint
-- Data: the hero's demo texts name no price; the figures come from the box types (placeholders).
UPDATE "website_content" SET "value" = '{box_dishes} dishes for {from_price}'
  WHERE "section" = 'hero' AND "key" = 'feature-1' AND "value" = '4 dishes for £30';--> statement-breakpoint
UPDATE "website_content" SET "value" = 'Freshly cooked boxes of {box_dishes} dishes from {from_price}, made in our South East London kitchen and delivered to your door on Saturdays and Sundays.'
  WHERE "section" = 'hero' AND "key" = 'description' AND "value" = 'Four freshly cooked dishes for £30, made in our South East London kitchen and delivered to your door on Saturdays and Sundays.';--> statement-breakpoint
UPDATE "order_lines" l SET "box_type_id" = b."id" FROM "box_types" b
  WHERE l."line_type" IN ('essentials', 'essentials_plus') AND b."code" = l."line_type";--> statement-breakpoint
UPDATE "order_lines" SET "line_type" = 'box' WHERE "line_type" IN ('essentials', 'essentials_plus');--> statement-breakpoint
ALTER TABLE "menu_items" DROP COLUMN "week_available";--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_line_type" CHECK ("order_lines"."line_type" IN ('box', 'custom'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_details" CHECK (("orders"."fulfilment" = 'delivery' AND "orders"."address" IS NOT NULL AND "orders"."city" IS NOT NULL AND "orders"."postcode" IS NOT NULL) OR ("orders"."fulfilment" = 'collection' AND "orders"."collection_point" IS NOT NULL));--> statement-breakpoint
DROP TYPE "public"."order_line_type";