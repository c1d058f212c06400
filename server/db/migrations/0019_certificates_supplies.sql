CREATE TABLE "aircraft_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"aircraft_id" uuid NOT NULL,
	"cert_type" text NOT NULL,
	"cert_no" text,
	"sign_date" date,
	"end_date" date NOT NULL,
	"renew_date" date,
	"reminder_days" smallint,
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
CREATE TABLE "machine_supplies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"aircraft_id" uuid NOT NULL,
	"title" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"unit" text NOT NULL,
	"stock" numeric(14, 2) DEFAULT '0' NOT NULL,
	"low_stock" numeric(14, 2),
	"sort_num" integer DEFAULT 0 NOT NULL,
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
CREATE TABLE "machine_supply_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"supply_id" uuid NOT NULL,
	"aircraft_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"before_num" numeric(14, 2) NOT NULL,
	"add_num" numeric(14, 2) DEFAULT '0' NOT NULL,
	"use_num" numeric(14, 2) DEFAULT '0' NOT NULL,
	"balance_num" numeric(14, 2) NOT NULL,
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
CREATE INDEX "aircraft_certificates_company_end_idx" ON "aircraft_certificates" USING btree ("company_id","end_date");--> statement-breakpoint
CREATE INDEX "aircraft_certificates_aircraft_idx" ON "aircraft_certificates" USING btree ("aircraft_id");--> statement-breakpoint
CREATE INDEX "machine_supplies_company_aircraft_idx" ON "machine_supplies" USING btree ("company_id","aircraft_id");--> statement-breakpoint
CREATE INDEX "machine_supply_history_supply_idx" ON "machine_supply_history" USING btree ("supply_id","create_time");--> statement-breakpoint
CREATE INDEX "machine_supply_history_company_time_idx" ON "machine_supply_history" USING btree ("company_id","create_time");