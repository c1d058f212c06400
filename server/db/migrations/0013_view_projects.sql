CREATE TABLE "view_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"notes" text,
	"sort_num" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"create_author_id" uuid,
	"create_author" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_author_id" uuid,
	"update_author" text,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "view_projects_name_uq" ON "view_projects" USING btree ("company_id","name");