CREATE TABLE "crew_abilities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"crew_id" uuid NOT NULL,
	"aircraft_type_id" uuid NOT NULL,
	"ability" text NOT NULL,
	"rules" text,
	"pilot_job_id" uuid,
	"auth_date" date,
	"due_date" date,
	"ability_level" text,
	"note" text,
	"notified_band" text,
	"notified_time" timestamp with time zone,
	"create_author_id" uuid,
	"create_author" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_author_id" uuid,
	"update_author" text,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crew_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"crew_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"start_utc" timestamp with time zone NOT NULL,
	"end_utc" timestamp with time zone NOT NULL,
	"place" text,
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
CREATE TABLE "crew_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"crew_id" uuid NOT NULL,
	"contract_no" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"leave_days" integer,
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
CREATE TABLE "crew_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"crew_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"type_id" uuid NOT NULL,
	"doc_no" text,
	"effective_date" date,
	"due_date" date,
	"issue_country" text,
	"endorsements" text,
	"icao_level" smallint,
	"icao_due_date" date,
	"icao_notified_band" text,
	"note" text,
	"notified_band" text,
	"notified_time" timestamp with time zone,
	"create_author_id" uuid,
	"create_author" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_author_id" uuid,
	"update_author" text,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crew_equipment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"crew_id" uuid NOT NULL,
	"item" text NOT NULL,
	"size" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'notReceived' NOT NULL,
	"received_date" date,
	"returned_date" date,
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
CREATE TABLE "crew_memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"crew_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"member_no" text NOT NULL,
	"level" text,
	"due_date" date,
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
CREATE TABLE "crew_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"document_check" text DEFAULT 'recorded' NOT NULL,
	"create_author_id" uuid,
	"create_author" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_author_id" uuid,
	"update_author" text,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crew_trainings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"crew_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"aircraft_type_id" uuid,
	"start_date" date NOT NULL,
	"end_date" date,
	"result" text,
	"score" text,
	"instructor" text,
	"due_date" date,
	"note" text,
	"notified_band" text,
	"notified_time" timestamp with time zone,
	"create_author_id" uuid,
	"create_author" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_author_id" uuid,
	"update_author" text,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pilot_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"code" text NOT NULL,
	"ability" text,
	"aircraft_type_id" uuid,
	"sort_num" integer DEFAULT 0 NOT NULL,
	"effective" boolean DEFAULT true NOT NULL,
	"is_need" boolean DEFAULT false NOT NULL,
	"limitations" jsonb DEFAULT '[]'::jsonb NOT NULL,
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
CREATE TABLE "roster_publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"crew_type" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"zone" text NOT NULL,
	"note" text,
	"snapshot" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"create_author_id" uuid,
	"create_author" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_author_id" uuid,
	"update_author" text,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aircraft_types" ADD COLUMN "cabin_crew_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "aircraft_types" ADD COLUMN "engineer_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "crews" ADD COLUMN "pinyin_name" text;--> statement-breakpoint
ALTER TABLE "crews" ADD COLUMN "id_number" text;--> statement-breakpoint
ALTER TABLE "crews" ADD COLUMN "passport_no" text;--> statement-breakpoint
ALTER TABLE "crews" ADD COLUMN "exclusive_type_id" uuid;--> statement-breakpoint
ALTER TABLE "crews" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "crews" ADD COLUMN "bank_card" text;--> statement-breakpoint
ALTER TABLE "crews" ADD COLUMN "emergency_contact" text;--> statement-breakpoint
ALTER TABLE "crews" ADD COLUMN "emergency_phone" text;--> statement-breakpoint
ALTER TABLE "crews" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "crews" ADD COLUMN "pilot_job_id" uuid;--> statement-breakpoint
ALTER TABLE "crews" ADD COLUMN "captain_authorised" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "crews" ADD COLUMN "captain_recommendation" text;--> statement-breakpoint
ALTER TABLE "crews" ADD COLUMN "route_check_done" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "crews" ADD COLUMN "prior_flight_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "crew_abilities_crew_idx" ON "crew_abilities" USING btree ("crew_id");--> statement-breakpoint
CREATE INDEX "crew_abilities_company_due_idx" ON "crew_abilities" USING btree ("company_id","due_date");--> statement-breakpoint
CREATE INDEX "crew_activities_crew_time_idx" ON "crew_activities" USING btree ("crew_id","start_utc");--> statement-breakpoint
CREATE INDEX "crew_activities_company_time_idx" ON "crew_activities" USING btree ("company_id","start_utc");--> statement-breakpoint
CREATE INDEX "crew_contracts_crew_idx" ON "crew_contracts" USING btree ("crew_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crew_contracts_company_no_uq" ON "crew_contracts" USING btree ("company_id","contract_no");--> statement-breakpoint
CREATE INDEX "crew_documents_crew_idx" ON "crew_documents" USING btree ("crew_id","kind");--> statement-breakpoint
CREATE INDEX "crew_documents_company_due_idx" ON "crew_documents" USING btree ("company_id","due_date");--> statement-breakpoint
CREATE INDEX "crew_equipment_crew_idx" ON "crew_equipment" USING btree ("crew_id");--> statement-breakpoint
CREATE INDEX "crew_memberships_crew_idx" ON "crew_memberships" USING btree ("crew_id");--> statement-breakpoint
CREATE INDEX "crew_trainings_crew_idx" ON "crew_trainings" USING btree ("crew_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "pilot_jobs_company_code_uq" ON "pilot_jobs" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "roster_publications_company_type_idx" ON "roster_publications" USING btree ("company_id","crew_type","from_date");