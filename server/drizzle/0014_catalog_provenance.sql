ALTER TABLE "institutions" ADD COLUMN "ans_profile" jsonb;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "operator_code" text;--> statement-breakpoint
ALTER TABLE "price_tables" ADD COLUMN "table_date" date;--> statement-breakpoint
CREATE UNIQUE INDEX "plans_institution_operator_code_idx" ON "plans" USING btree ("institution_id","operator_code") WHERE "plans"."operator_code" is not null;