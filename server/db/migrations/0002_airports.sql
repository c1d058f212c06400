CREATE TABLE "airports" (
	"icao" text PRIMARY KEY NOT NULL,
	"iata" text,
	"name" text NOT NULL,
	"city" text,
	"country_code" text NOT NULL,
	"continent" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"elevation_ft" integer,
	"time_zone" text NOT NULL,
	"runway_length_ft" integer,
	"type" text NOT NULL,
	"scheduled_service" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_airports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"icao" text NOT NULL,
	"cn_name" text,
	"cn_city_name" text,
	"nature" text,
	"is_open" boolean,
	"has_customs" boolean,
	"military" boolean,
	"operation_time" text,
	"three_close_time" text,
	"fbo" text,
	"fuel_price" text,
	"airport_service_price" text,
	"warning_mark" boolean DEFAULT false NOT NULL,
	"note" text,
	"grade" smallint,
	"create_author_id" uuid,
	"create_author" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_author_id" uuid,
	"update_author" text,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"row_count" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "airports_iata_idx" ON "airports" USING btree ("iata");--> statement-breakpoint
CREATE INDEX "airports_country_idx" ON "airports" USING btree ("country_code");--> statement-breakpoint
CREATE UNIQUE INDEX "company_airports_company_icao_uq" ON "company_airports" USING btree ("company_id","icao");