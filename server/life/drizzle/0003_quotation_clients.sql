ALTER TABLE "life"."quotations" ADD COLUMN "client_id" integer;--> statement-breakpoint
CREATE INDEX "life_quotations_client_idx" ON "life"."quotations" USING btree ("account_id","client_id");