CREATE TABLE "company_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"leg_state_reading" text DEFAULT 'B' NOT NULL,
	"trip_status_reading" text DEFAULT 'A' NOT NULL,
	"update_author" text,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
