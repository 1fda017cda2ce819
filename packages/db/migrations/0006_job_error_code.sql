ALTER TABLE "jobs"."jobs" ADD COLUMN "error_code" text;
