-- pg_trgm makes the Orders tab's substring search an index lookup (PGlite loads the extension in lib/db.server.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "orders_delivery_date_idx";--> statement-breakpoint
CREATE INDEX "account_user_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "menu_items_category_idx" ON "menu_items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "menu_items_cuisine_idx" ON "menu_items" USING btree ("cuisine");--> statement-breakpoint
CREATE INDEX "order_line_items_dish_idx" ON "order_line_items" USING btree ("menu_item_id");--> statement-breakpoint
-- Covering indexes (drizzle cannot declare INCLUDE): the prep sheet counts a date's lines and dishes from the indexes alone.
DROP INDEX "order_lines_order_idx";--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id") INCLUDE ("id", "quantity", "line_type", "box_type_id", "variant", "cuisine", "label");--> statement-breakpoint
DROP INDEX "order_line_items_line_idx";--> statement-breakpoint
CREATE INDEX "order_line_items_line_idx" ON "order_line_items" USING btree ("order_line_id") INCLUDE ("menu_item_id", "name", "quantity");--> statement-breakpoint
CREATE INDEX "order_lines_box_type_idx" ON "order_lines" USING btree ("box_type_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_delivery_date_status_idx" ON "orders" USING btree ("delivery_date","status") INCLUDE ("id");--> statement-breakpoint
CREATE INDEX "orders_collection_point_idx" ON "orders" USING btree ("collection_point_id");--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin (("order_number" || ' ' || "email" || ' ' || "first_name" || ' ' || "last_name" || ' ' || coalesce(replace(upper("postcode"), ' ', ''), '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "subscriptions_order_idx" ON "subscriptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at");