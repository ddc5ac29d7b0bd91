-- Hand-written: every statement writing a table the cached caller is built from
-- (server/src/repositories/users.repository.ts findCaller / findUserProfile: users, accounts,
-- subscriptions) tells the server processes on the bus of server/src/cluster/pubsub.ts
-- (channel cotador_events, envelope {o, t, d}, topic "caller"), whoever writes (a server
-- process, the seed, psql, the life service). NOTIFY is delivered at commit (never for a
-- rolled-back write) and identical notices of one transaction are delivered once. The
-- caller cache of every process empties on it (server/src/auth/caller-cache.ts).
CREATE FUNCTION "notify_caller_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('cotador_events', json_build_object('o', 'database', 't', 'caller', 'd', json_build_object('table', TG_TABLE_NAME))::text);
	RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
	caller_table text;
BEGIN
	FOREACH caller_table IN ARRAY ARRAY['users', 'accounts', 'subscriptions'] LOOP
		EXECUTE format(
			'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "notify_caller_changed"()',
			caller_table || '_notify_caller_changed', caller_table
		);
	END LOOP;
END
$$;
