ALTER TABLE "life"."proposals" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "life"."proposals" ADD COLUMN "company" text;--> statement-breakpoint
ALTER TABLE "life"."proposals" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "life"."proposals" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "life"."proposals" ADD CONSTRAINT "proposals_token_hash_unique" UNIQUE("token_hash");