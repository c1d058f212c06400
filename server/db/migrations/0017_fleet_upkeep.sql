CREATE TABLE "aircraft_faults" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"aircraft_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ata" text,
	"mel_item" text,
	"mel_category" text,
	"interval_days" smallint,
	"description_zh" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"discovered_at" timestamp with time zone NOT NULL,
	"report_leg_id" uuid,
	"reported_by" text,
	"deadline_at" timestamp with time zone,
	"expected_return_at" timestamp with time zone,
	"extension_days" smallint DEFAULT 0 NOT NULL,
	"extension_reason" text,
	"extension_approved_by" text,
	"extended_at" timestamp with time zone,
	"state" text DEFAULT 'open' NOT NULL,
	"closed_at" timestamp with time zone,
	"rectification" text,
	"closed_by" text,
	"create_author_id" uuid,
	"create_author" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_author_id" uuid,
	"update_author" text,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aircraft_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"aircraft_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"cause" text NOT NULL,
	"fault_id" uuid,
	"plan_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"author_id" uuid,
	"author" text
);
--> statement-breakpoint
CREATE TABLE "fleet_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"base_zone" text DEFAULT 'Asia/Shanghai' NOT NULL,
	"mel_days_b" smallint DEFAULT 3 NOT NULL,
	"mel_days_c" smallint DEFAULT 10 NOT NULL,
	"mel_days_d" smallint DEFAULT 120 NOT NULL,
	"certificate_near_months" smallint DEFAULT 3 NOT NULL,
	"certificate_soon_days" smallint DEFAULT 10 NOT NULL,
	"create_author_id" uuid,
	"create_author" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_author_id" uuid,
	"update_author" text,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"aircraft_id" uuid NOT NULL,
	"done_by" text NOT NULL,
	"done_at" timestamp with time zone NOT NULL,
	"note" text,
	"next_plan_id" uuid,
	"create_author_id" uuid,
	"create_author" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_author_id" uuid,
	"update_author" text,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"aircraft_id" uuid NOT NULL,
	"name" text NOT NULL,
	"level" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"planned_start" timestamp with time zone NOT NULL,
	"planned_end" timestamp with time zone NOT NULL,
	"cycle_value" integer,
	"cycle_unit" text,
	"needs_fe" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'planned' NOT NULL,
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
CREATE INDEX "aircraft_faults_aircraft_idx" ON "aircraft_faults" USING btree ("aircraft_id","state");--> statement-breakpoint
CREATE INDEX "aircraft_faults_company_idx" ON "aircraft_faults" USING btree ("company_id","state");--> statement-breakpoint
CREATE INDEX "aircraft_status_history_aircraft_idx" ON "aircraft_status_history" USING btree ("aircraft_id","at");--> statement-breakpoint
CREATE INDEX "maintenance_confirmations_plan_idx" ON "maintenance_confirmations" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "maintenance_confirmations_aircraft_idx" ON "maintenance_confirmations" USING btree ("aircraft_id","done_at");--> statement-breakpoint
CREATE INDEX "maintenance_plans_aircraft_idx" ON "maintenance_plans" USING btree ("aircraft_id","planned_start");--> statement-breakpoint
CREATE INDEX "maintenance_plans_company_idx" ON "maintenance_plans" USING btree ("company_id","state");