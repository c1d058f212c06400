CREATE TABLE "agent_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"simple_code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"status" text DEFAULT 'enabled' NOT NULL,
	"create_author_id" uuid,
	"create_author" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_author_id" uuid,
	"update_author" text,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"country_code" text NOT NULL,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"english_name" text,
	"first_letter" text,
	"sort_num" integer DEFAULT 0 NOT NULL,
	"reply_time_notes" text,
	"create_author_id" uuid,
	"create_author" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_author_id" uuid,
	"update_author" text,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"parent_id" uuid,
	"sort_num" integer DEFAULT 0 NOT NULL,
	"create_author_id" uuid,
	"create_author" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_author_id" uuid,
	"update_author" text,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "agent_levels_simple_code_uq" ON "agent_levels" USING btree ("company_id","simple_code");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_country_code_uq" ON "countries" USING btree ("company_id","country_code");--> statement-breakpoint
CREATE UNIQUE INDEX "document_types_name_uq" ON "document_types" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "document_types_parent_id_idx" ON "document_types" USING btree ("parent_id");