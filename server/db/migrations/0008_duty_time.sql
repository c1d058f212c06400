CREATE TABLE "duty_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"leg_id" uuid NOT NULL,
	"crew_id" uuid NOT NULL,
	"command" text NOT NULL,
	"regulation_id" text NOT NULL,
	"verdict" text NOT NULL,
	"reason" text NOT NULL,
	"items" jsonb NOT NULL,
	"user_id" uuid,
	"user_name" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "duty_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"regulation_id" text DEFAULT 'CCAR-121' NOT NULL,
	"operator_has_frm" boolean DEFAULT false NOT NULL,
	"update_author" text,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regulations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"based_on" text NOT NULL,
	"body" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"note" text,
	"create_author_id" uuid,
	"create_author" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_author_id" uuid,
	"update_author" text,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aircraft_types" ADD COLUMN "rest_facility_class" smallint;--> statement-breakpoint
ALTER TABLE "leg_crews" ADD COLUMN "positioning" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "duty_overrides_company_crew_idx" ON "duty_overrides" USING btree ("company_id","crew_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "regulations_company_name_uq" ON "regulations" USING btree ("company_id","name");