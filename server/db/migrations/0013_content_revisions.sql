-- Written by hand (drizzle-kit generate wrote the same columns one ALTER per table; 0013_snapshot.json
-- is its): every content kind of the editor console gets a revision and who saved it last and when
-- (docs/console-code.md, "No lost update"), taken from the newest audit row of each item (a
-- reorder does not count). One loop over the nine tables, for PGlite and PostgreSQL alike.
DO $$
DECLARE
	kind record;
BEGIN
	FOR kind IN SELECT * FROM (VALUES
		('banners', 'uuid', 'banner'),
		('resource_cards', 'id', 'card'),
		('mid_banners', 'id', 'mid_banner'),
		('tags', 'tid', 'tag'),
		('resources', 'nid', 'resource'),
		('professions', 'tid', 'profession'),
		('specialities', 'tid', 'speciality'),
		('resource_managers', 'tid', 'need_help'),
		('landing_pages', 'id', 'page')
	) AS kinds ("table_name", "id_column", "entity_type") LOOP
		EXECUTE format(
			'ALTER TABLE %I ADD COLUMN "revision" integer DEFAULT 1 NOT NULL, ADD COLUMN "updated_at" timestamp with time zone, ADD COLUMN "updated_by" text',
			kind.table_name
		);
		EXECUTE format(
			'UPDATE %1$I SET "updated_at" = "last"."created_at", "updated_by" = "last"."actor_label" FROM ('
				'SELECT DISTINCT ON ("entity_id") "entity_id", "created_at", "actor_label" FROM "audit_log" '
				'WHERE "entity_type" = %3$L AND "action" <> ''reorder'' ORDER BY "entity_id", "created_at" DESC, "id" DESC'
			') AS "last" WHERE "last"."entity_id" = %1$I.%2$I::text',
			kind.table_name, kind.id_column, kind.entity_type
		);
	END LOOP;
END $$;
