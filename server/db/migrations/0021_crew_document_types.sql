CREATE TABLE "crew_file_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"prompt_day" integer,
	"special_flag" boolean DEFAULT false NOT NULL,
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
CREATE TABLE "crew_licence_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"aircraft_type" text,
	"prompt_day" integer,
	"training_cycle" integer,
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
CREATE TABLE "crew_medical_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"prompt_day" integer,
	"special_flag" boolean DEFAULT false NOT NULL,
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
CREATE TABLE "crew_security_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"prompt_day" integer,
	"special_flag" boolean DEFAULT false NOT NULL,
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
CREATE UNIQUE INDEX "crew_file_types_name_uq" ON "crew_file_types" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "crew_licence_types_name_uq" ON "crew_licence_types" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "crew_medical_types_name_uq" ON "crew_medical_types" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "crew_security_types_name_uq" ON "crew_security_types" USING btree ("company_id","name");