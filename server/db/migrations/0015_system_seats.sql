CREATE TABLE "menu_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"menu_id" uuid NOT NULL,
	"title" text,
	"hidden" boolean,
	"sort_num" smallint,
	"icon" text,
	"no_closable" boolean,
	"no_keep_alive" boolean,
	"tab_hidden" boolean,
	"create_author_id" uuid,
	"create_author" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_author_id" uuid,
	"update_author" text,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_seats" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"seat_id" uuid NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "menu_settings_company_menu_uq" ON "menu_settings" USING btree ("company_id","menu_id");--> statement-breakpoint
CREATE INDEX "session_seats_company_idx" ON "session_seats" USING btree ("company_id");