ALTER TABLE "aircraft" ADD COLUMN "fuel_unit" text DEFAULT 'kg' NOT NULL;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "registry_date" date;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "apu_model" text;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "apu_serial_no" text;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "engine_model" text;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "engine_left_serial_no" text;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "engine_middle_serial_no" text;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "engine_right_serial_no" text;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "empty_weight_kg" integer;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "max_takeoff_weight_kg" integer;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "max_landing_weight_kg" integer;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "max_zero_fuel_weight_kg" integer;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "max_payload_kg" integer;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "cabin_length_m" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "cabin_width_m" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "cabin_height_m" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "length_m" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "wingspan_m" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "height_m" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "noise_level" smallint;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "cruise_speed_kmh" integer;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "cruise_height_m" integer;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "capacity_limited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "capacity_limit_reason" text;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "limit_leg_num" smallint;