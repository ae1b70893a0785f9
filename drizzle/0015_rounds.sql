CREATE TABLE "postcode_positions" (
	"postcode" text PRIMARY KEY NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"source" text NOT NULL,
	"looked_up_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "round_drivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"start_label" text NOT NULL,
	"start_lat" double precision NOT NULL,
	"start_lng" double precision NOT NULL,
	"end_label" text NOT NULL,
	"end_lat" double precision NOT NULL,
	"end_lng" double precision NOT NULL,
	"start_time" time NOT NULL,
	"started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "round_stops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"driver_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"order_id" uuid,
	"collection_point_id" uuid,
	"arrival_minutes" integer NOT NULL,
	"outcome" text,
	"failure_reason" text,
	"photo_key" text,
	"done_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	CONSTRAINT "round_stops_one_kind" CHECK (("round_stops"."order_id" IS NULL) <> ("round_stops"."collection_point_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "stop_positions" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "kitchen_postcode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "minutes_per_stop" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "delivery_windows" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_window" text;--> statement-breakpoint
ALTER TABLE "round_stops" ADD CONSTRAINT "round_stops_driver_id_round_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."round_drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_stops" ADD CONSTRAINT "round_stops_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_stops" ADD CONSTRAINT "round_stops_collection_point_id_collection_points_id_fk" FOREIGN KEY ("collection_point_id") REFERENCES "public"."collection_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_positions" ADD CONSTRAINT "stop_positions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "round_drivers_date_position" ON "round_drivers" USING btree ("date","position");--> statement-breakpoint
CREATE UNIQUE INDEX "round_stops_order" ON "round_stops" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "round_stops_point" ON "round_stops" USING btree ("collection_point_id");--> statement-breakpoint
CREATE INDEX "round_stops_driver" ON "round_stops" USING btree ("driver_id","sequence");--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_minutes_per_stop" CHECK ("business_settings"."minutes_per_stop" BETWEEN 0 AND 60);