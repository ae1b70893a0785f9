CREATE TABLE "menu_alerts" (
	"weekend_saturday" date PRIMARY KEY NOT NULL,
	"subscribers" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "weekly_cuisines" ALTER COLUMN "is_active" SET DEFAULT false;