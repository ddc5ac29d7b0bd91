-- IF NOT EXISTS: the migrator creates the schema first to hold its own table (life.__drizzle_migrations).
CREATE SCHEMA IF NOT EXISTS "life";
--> statement-breakpoint
CREATE SEQUENCE "life"."quote_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "life"."proposals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"quotation_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "life"."quotations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"company" text NOT NULL,
	"member_id" text NOT NULL,
	"request" jsonb NOT NULL,
	"status" text NOT NULL,
	"result" jsonb,
	"quote_number" text,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "quotations_quote_number_unique" UNIQUE("quote_number")
);
--> statement-breakpoint
ALTER TABLE "life"."proposals" ADD CONSTRAINT "proposals_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "life"."quotations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "life_quotations_undelivered_idx" ON "life"."quotations" USING btree ("user_id","company","delivered_at");