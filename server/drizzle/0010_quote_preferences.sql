CREATE TABLE "quote_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"state_id" integer NOT NULL,
	"city" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quote_preferences_type_check" CHECK ("quote_preferences"."type" in ('CP', 'PF', 'PJ')),
	CONSTRAINT "quote_preferences_state_check" CHECK ("quote_preferences"."state_id" between 1 and 27)
);
