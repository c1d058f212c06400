CREATE TABLE "ingest_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_time" timestamp with time zone,
	"revoked_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "last_positions" (
	"aircraft_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"leg_id" uuid,
	"time" timestamp with time zone NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"alt_baro_ft" integer,
	"alt_geom_ft" integer,
	"on_ground" boolean DEFAULT false NOT NULL,
	"gs_kt" real,
	"track_deg" real,
	"vert_rate_fpm" integer,
	"squawk" text,
	"callsign" text,
	"source" text NOT NULL,
	"received_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leg_tracks" (
	"leg_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"aircraft_id" uuid NOT NULL,
	"points" jsonb NOT NULL,
	"raw_count" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"company_id" uuid NOT NULL,
	"aircraft_id" uuid NOT NULL,
	"leg_id" uuid,
	"time" timestamp with time zone NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"alt_baro_ft" integer,
	"alt_geom_ft" integer,
	"on_ground" boolean DEFAULT false NOT NULL,
	"gs_kt" real,
	"track_deg" real,
	"vert_rate_fpm" integer,
	"squawk" text,
	"callsign" text,
	"source" text NOT NULL,
	CONSTRAINT "positions_aircraft_id_time_pk" PRIMARY KEY("aircraft_id","time")
);
--> statement-breakpoint
CREATE TABLE "track_detectors" (
	"leg_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"state" jsonb NOT NULL,
	"last_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "track_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"leg_id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"aircraft_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"airport_icao" text,
	"status" text DEFAULT 'proposed' NOT NULL,
	"decided_by_id" uuid,
	"decided_by" text,
	"decided_time" timestamp with time zone,
	"note" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "track_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"auto_confirm" boolean DEFAULT false NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ingest_keys_hash_uq" ON "ingest_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "ingest_keys_company_idx" ON "ingest_keys" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "last_positions_company_idx" ON "last_positions" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "track_events_leg_kind_uq" ON "track_events" USING btree ("leg_id","kind");--> statement-breakpoint
CREATE INDEX "track_events_company_status_idx" ON "track_events" USING btree ("company_id","status");