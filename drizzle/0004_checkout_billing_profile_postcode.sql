ALTER TABLE "profiles" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_address_line1" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_address_line2" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_city" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_postcode" text;