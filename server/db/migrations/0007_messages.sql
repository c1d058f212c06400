CREATE TABLE "mail_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"host" text DEFAULT '' NOT NULL,
	"port" integer DEFAULT 587 NOT NULL,
	"secure" boolean DEFAULT false NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"password" text DEFAULT '' NOT NULL,
	"from_address" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'zh' NOT NULL,
	"update_author" text,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_cursors" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"receive_people_name" text NOT NULL,
	"event_seq" bigint,
	"function_code" text NOT NULL,
	"message_type" smallint NOT NULL,
	"message_title" text NOT NULL,
	"message_info" text NOT NULL,
	"content" jsonb NOT NULL,
	"seat_key" text,
	"business_id" uuid,
	"trip_leg_id" uuid,
	"create_author" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_author" text NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_read" smallint DEFAULT 0 NOT NULL,
	"read_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"function_code" text NOT NULL,
	"title" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"seats" jsonb NOT NULL,
	"channels" jsonb NOT NULL,
	"cc" text DEFAULT '' NOT NULL,
	"content" jsonb NOT NULL,
	"create_author_id" uuid,
	"create_author" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_author_id" uuid,
	"update_author" text,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_reads" (
	"notice_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"notice_time" timestamp with time zone NOT NULL,
	"overdue_time" timestamp with time zone,
	"sort_num" integer DEFAULT 0 NOT NULL,
	"is_publish" boolean DEFAULT false NOT NULL,
	"create_author_id" uuid,
	"create_author" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_author_id" uuid,
	"update_author" text,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"recipient_name" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'unsent' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"event_seq" bigint,
	"function_code" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "user_name" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "message_logs_event_user_uq" ON "message_logs" USING btree ("company_id","event_seq","user_id");--> statement-breakpoint
CREATE INDEX "message_logs_user_time_idx" ON "message_logs" USING btree ("user_id","update_time");--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_company_code_uq" ON "message_templates" USING btree ("company_id","function_code");--> statement-breakpoint
CREATE UNIQUE INDEX "notice_reads_pk" ON "notice_reads" USING btree ("notice_id","user_id");--> statement-breakpoint
CREATE INDEX "notices_company_idx" ON "notices" USING btree ("company_id","notice_time");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_event_recipient_uq" ON "outbox" USING btree ("company_id","event_seq","channel","recipient");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_time");--> statement-breakpoint
CREATE INDEX "outbox_company_time_idx" ON "outbox" USING btree ("company_id","create_time");
--> statement-breakpoint
-- Realtime fan-out: every committed event wakes the publishers of every server process (NOTIFY is sent at commit only).
CREATE OR REPLACE FUNCTION foc_notify_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('foc_events', NEW.company_id::text || ':' || NEW.sequence::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_notify AFTER INSERT ON events FOR EACH ROW EXECUTE FUNCTION foc_notify_event();
