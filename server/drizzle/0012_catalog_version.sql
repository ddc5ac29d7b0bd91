CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_version_single_row" CHECK ("catalog_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
-- Hand-written: every statement writing a catalog table bumps the version in the
-- same transaction and tells the server processes on the bus of server/src/cluster/pubsub.ts
-- (channel cotador_events, envelope {o, t, d}, topic "catalog"); NOTIFY is delivered at commit.
CREATE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	next_version bigint;
BEGIN
	UPDATE "catalog_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1 RETURNING "version" INTO next_version;
	PERFORM pg_notify('cotador_events', json_build_object('o', 'database', 't', 'catalog', 'd', json_build_object('version', next_version::text))::text);
	RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
	catalog_table text;
BEGIN
	FOREACH catalog_table IN ARRAY ARRAY[
		'states', 'institutions', 'administradoras', 'occupations', 'entities', 'entity_occupations',
		'institution_similar_entities', 'providers', 'networks', 'network_providers', 'commercialization_areas',
		'plans', 'plan_entities', 'price_tables', 'coparticipation_rules', 'refunds', 'shortfalls',
		'administradora_fees', 'dental_plans'
	] LOOP
		EXECUTE format(
			'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"()',
			catalog_table || '_bump_catalog_version', catalog_table
		);
	END LOOP;
END
$$;
