CREATE TABLE "notifier"."outbox" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" uuid NOT NULL,
	"topic" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "outbox_id_unique" UNIQUE("id")
);
--> statement-breakpoint
ALTER TABLE "jobs"."jobs" ADD COLUMN "callback_status" text;--> statement-breakpoint
ALTER TABLE "jobs"."jobs" ADD COLUMN "callback_attempts" integer;--> statement-breakpoint
ALTER TABLE "jobs"."jobs" ADD COLUMN "callback_error" text;--> statement-breakpoint
CREATE INDEX "outbox_published_at_seq_index" ON "notifier"."outbox" USING btree ("published_at","seq");