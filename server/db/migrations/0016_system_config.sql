CREATE TABLE "network_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"system_type" text NOT NULL,
	"start_ip" text NOT NULL,
	"end_ip" text,
	"status" text DEFAULT 'enabled' NOT NULL,
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
CREATE TABLE "update_log_reads" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"update_log_id" uuid NOT NULL,
	"read_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "update_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"app_version" text NOT NULL,
	"note_zh" text NOT NULL,
	"note_zhtw" text NOT NULL,
	"note_en" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"publish_time" timestamp with time zone,
	"create_author_id" uuid,
	"create_author" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_author_id" uuid,
	"update_author" text,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_seat_relations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"form_type" text NOT NULL,
	"names" text NOT NULL,
	"seat_codes" jsonb NOT NULL,
	"is_multi_leg" boolean DEFAULT false NOT NULL,
	"export_type" text NOT NULL,
	"crew_type" text NOT NULL,
	"send_to" text NOT NULL,
	"lang" text NOT NULL,
	"create_author_id" uuid,
	"create_author" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_author_id" uuid,
	"update_author" text,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "network_configs_system_type_start_ip_uq" ON "network_configs" USING btree ("company_id","system_type","start_ip");--> statement-breakpoint
CREATE UNIQUE INDEX "update_logs_company_app_version_uq" ON "update_logs" USING btree ("company_id","app_version");--> statement-breakpoint
CREATE UNIQUE INDEX "form_seat_relations_company_form_type_names_uq" ON "form_seat_relations" USING btree ("company_id","form_type","names");