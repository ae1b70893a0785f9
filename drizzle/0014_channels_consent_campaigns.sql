CREATE TYPE "public"."message_channel" AS ENUM('email', 'sms', 'whatsapp', 'push');--> statement-breakpoint
CREATE TYPE "public"."campaign_kind" AS ENUM('menu-live', 'cutoff-reminder', 'subscriber-reminder', 'area-opened', 'announcement');--> statement-breakpoint
CREATE TYPE "public"."campaign_status" AS ENUM('draft', 'scheduled', 'sent', 'cancelled');--> statement-breakpoint
CREATE TABLE "consent_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"topic" text NOT NULL,
	"granted" boolean NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_preferences" (
	"email" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"phone" text,
	"email_news" boolean DEFAULT false NOT NULL,
	"sms" boolean DEFAULT false NOT NULL,
	"whatsapp" boolean DEFAULT false NOT NULL,
	"push" boolean DEFAULT false NOT NULL,
	"sms_order_updates" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "campaign_kind" NOT NULL,
	"status" "campaign_status" DEFAULT 'scheduled' NOT NULL,
	"weekend_saturday" date,
	"district" text,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"link_path" text DEFAULT '/order' NOT NULL,
	"sends_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"changed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "quiet_hours_end" time DEFAULT '08:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "quiet_hours_start" time DEFAULT '21:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "reminder_hours_before_cutoff" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "campaign_review_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "order_retention_years" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "message_retention_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "channel" "message_channel" DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "contact" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "marketing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "unsubscribe_url" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "consent_events_email_idx" ON "consent_events" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "push_subscriptions_email_idx" ON "push_subscriptions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "campaigns_due_idx" ON "campaigns" USING btree ("status","sends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_trigger_key" ON "campaigns" USING btree ("kind",coalesce("weekend_saturday", '2000-01-01'),coalesce("district", '')) WHERE "campaigns"."kind" <> 'announcement';--> statement-breakpoint
CREATE INDEX "email_outbox_contact_idx" ON "email_outbox" USING btree ("contact");--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_campaign_recipient_key" ON "email_outbox" USING btree ("campaign_id","channel","contact");--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_messaging" CHECK ("business_settings"."reminder_hours_before_cutoff" BETWEEN 1 AND 168 AND "business_settings"."campaign_review_minutes" BETWEEN 0 AND 1440 AND "business_settings"."order_retention_years" BETWEEN 1 AND 20 AND "business_settings"."message_retention_months" BETWEEN 1 AND 120);