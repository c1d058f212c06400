CREATE TABLE "company_counters" (
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "company_counters_company_id_name_pk" PRIMARY KEY("company_id","name")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"sequence" bigint NOT NULL,
	"function_code" text NOT NULL,
	"trip_id" uuid,
	"leg_id" uuid,
	"payload" jsonb,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leg_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"leg_id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"user_id" uuid,
	"user_name" text NOT NULL,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	"command" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "trip_legs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"trip_number" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"leg_number" integer NOT NULL,
	"flight_no" text,
	"purpose" text NOT NULL,
	"operation_nature" text NOT NULL,
	"departure_icao" text NOT NULL,
	"arrival_icao" text NOT NULL,
	"planned_departure_utc" timestamp with time zone NOT NULL,
	"planned_arrival_utc" timestamp with time zone NOT NULL,
	"ete_minutes" integer,
	"leg_state" smallint NOT NULL,
	"release_status" smallint NOT NULL,
	"aircraft_id" uuid,
	"is_ferry" boolean DEFAULT false NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"evaluation" jsonb,
	"airworthiness" text,
	"has_flight_plan" boolean DEFAULT false NOT NULL,
	"has_release_documents" boolean DEFAULT false NOT NULL,
	"has_crew" boolean DEFAULT false NOT NULL,
	"actual_off_utc" timestamp with time zone,
	"actual_on_utc" timestamp with time zone,
	"delay_reason" text,
	"cancel_reason_type" text,
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
CREATE TABLE "trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"trip_number" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"contract_name" text,
	"status" text NOT NULL,
	"release_status" smallint NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"cancel_reason_type" text,
	"cancel_note" text,
	"rejected_note" text,
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
ALTER TABLE "trip_legs" ADD CONSTRAINT "trip_legs_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "events_company_sequence_uq" ON "events" USING btree ("company_id","sequence");--> statement-breakpoint
CREATE INDEX "leg_logs_leg_idx" ON "leg_logs" USING btree ("leg_id","time");--> statement-breakpoint
CREATE INDEX "trip_legs_trip_idx" ON "trip_legs" USING btree ("trip_id","leg_number");--> statement-breakpoint
CREATE INDEX "trip_legs_company_dep_idx" ON "trip_legs" USING btree ("company_id","planned_departure_utc");--> statement-breakpoint
CREATE INDEX "trip_legs_aircraft_idx" ON "trip_legs" USING btree ("aircraft_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trips_company_number_uq" ON "trips" USING btree ("company_id","trip_number");--> statement-breakpoint
CREATE INDEX "trips_customer_idx" ON "trips" USING btree ("customer_id");