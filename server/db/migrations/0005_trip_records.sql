CREATE TABLE "business_intentions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"intention_number" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"contact_name" text,
	"contact_phone" text,
	"requested_legs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"reject_reason" text,
	"trip_id" uuid,
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
CREATE TABLE "diversions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"leg_id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"diversion_icao" text NOT NULL,
	"diversion_eta_utc" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"status" smallint DEFAULT 2 NOT NULL,
	"create_author_id" uuid,
	"create_author" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_author_id" uuid,
	"update_author" text,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leg_crews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"leg_id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"crew_id" uuid NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"decline_reason" text,
	"create_author_id" uuid,
	"create_author" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_author_id" uuid,
	"update_author" text,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leg_passengers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"leg_id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"name" text NOT NULL,
	"nationality" text,
	"document_type" text,
	"document_number" text,
	"phone" text,
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
CREATE TABLE "outsourced_legs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"leg_id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"capacity_number" text NOT NULL,
	"supplier" text NOT NULL,
	"contact" text,
	"currency" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"settlement_time" timestamp with time zone,
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
DROP INDEX "trip_legs_aircraft_idx";--> statement-breakpoint
ALTER TABLE "trip_legs" ADD COLUMN "ferry_for_leg_id" uuid;--> statement-breakpoint
ALTER TABLE "trip_legs" ADD COLUMN "forced_overlap_reason" text;--> statement-breakpoint
ALTER TABLE "trip_legs" ADD COLUMN "source_leg_id" uuid;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "intention_id" uuid;--> statement-breakpoint
ALTER TABLE "diversions" ADD CONSTRAINT "diversions_leg_id_trip_legs_id_fk" FOREIGN KEY ("leg_id") REFERENCES "public"."trip_legs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leg_crews" ADD CONSTRAINT "leg_crews_leg_id_trip_legs_id_fk" FOREIGN KEY ("leg_id") REFERENCES "public"."trip_legs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leg_passengers" ADD CONSTRAINT "leg_passengers_leg_id_trip_legs_id_fk" FOREIGN KEY ("leg_id") REFERENCES "public"."trip_legs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outsourced_legs" ADD CONSTRAINT "outsourced_legs_leg_id_trip_legs_id_fk" FOREIGN KEY ("leg_id") REFERENCES "public"."trip_legs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_intentions_company_number_uq" ON "business_intentions" USING btree ("company_id","intention_number");--> statement-breakpoint
CREATE INDEX "business_intentions_customer_idx" ON "business_intentions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "diversions_leg_idx" ON "diversions" USING btree ("leg_id");--> statement-breakpoint
CREATE INDEX "diversions_company_eta_idx" ON "diversions" USING btree ("company_id","diversion_eta_utc");--> statement-breakpoint
CREATE UNIQUE INDEX "leg_crews_leg_crew_uq" ON "leg_crews" USING btree ("leg_id","crew_id");--> statement-breakpoint
CREATE INDEX "leg_crews_crew_idx" ON "leg_crews" USING btree ("crew_id");--> statement-breakpoint
CREATE INDEX "leg_passengers_leg_idx" ON "leg_passengers" USING btree ("leg_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outsourced_legs_leg_uq" ON "outsourced_legs" USING btree ("leg_id");--> statement-breakpoint
CREATE INDEX "trip_legs_ferry_for_idx" ON "trip_legs" USING btree ("ferry_for_leg_id");--> statement-breakpoint
CREATE INDEX "trip_legs_aircraft_idx" ON "trip_legs" USING btree ("aircraft_id","planned_departure_utc");