CREATE TABLE "aircraft" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"tail_no" text NOT NULL,
	"type_id" uuid NOT NULL,
	"serial_no" text,
	"seat_num" smallint,
	"base_icao" text,
	"location_icao" text,
	"fleet_type" text DEFAULT 'own' NOT NULL,
	"status" text DEFAULT 'airworthy' NOT NULL,
	"customer_id" uuid,
	"registry_country" text,
	"manufacture_date" date,
	"calendar_color" text,
	"sort_num" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"icao24" text,
	"create_author_id" uuid,
	"create_author" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_author_id" uuid,
	"update_author" text,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aircraft_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"manufacturer" text,
	"seats" smallint,
	"cruise_speed_kmh" integer,
	"max_range_km" integer,
	"taxi_minutes" smallint,
	"mtow_kg" integer,
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
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"serial_number" text,
	"simple_code" text,
	"type" smallint NOT NULL,
	"name" text NOT NULL,
	"person_name" text,
	"service_user_id" uuid,
	"manager" text,
	"linkman" text,
	"link_tel" text,
	"company_address" text,
	"company_profile" text,
	"note" text,
	"bill_money_unit" text,
	"email" text,
	"home_phone" text,
	"create_author_id" uuid,
	"create_author" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_author_id" uuid,
	"update_author" text,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"work_no" text NOT NULL,
	"cn_name" text NOT NULL,
	"en_name" text,
	"sex" text,
	"nationality" text,
	"crew_type" text NOT NULL,
	"position" text,
	"base_icao" text,
	"department" text,
	"email" text,
	"phone" text,
	"birthdate" date,
	"hire_date" date,
	"date_terminated" date,
	"status" text DEFAULT 'active' NOT NULL,
	"employee_type" text,
	"qualified_type_ids" uuid[] DEFAULT '{}' NOT NULL,
	"create_author_id" uuid,
	"create_author" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_author_id" uuid,
	"update_author" text,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "aircraft_company_tail_uq" ON "aircraft" USING btree ("company_id","tail_no");--> statement-breakpoint
CREATE INDEX "aircraft_type_idx" ON "aircraft" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "aircraft_customer_idx" ON "aircraft" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "aircraft_icao24_idx" ON "aircraft" USING btree ("icao24");--> statement-breakpoint
CREATE UNIQUE INDEX "aircraft_types_company_code_uq" ON "aircraft_types" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "customers_company_name_idx" ON "customers" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "crews_company_work_no_uq" ON "crews" USING btree ("company_id","work_no");