CREATE TABLE "animal_counts" (
	"owner_id" integer PRIMARY KEY NOT NULL,
	"live" integer DEFAULT 0 NOT NULL,
	"archived" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "animal_counts" ADD CONSTRAINT "animal_counts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Adds `delta` to one account's live or archived count. A decrease only updates: the account may be being
-- deleted (its animals and its count go in one cascade), and a new row would name a user that is gone.
CREATE FUNCTION "animal_counts_add"(account integer, is_live boolean, delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF delta < 0 THEN
		UPDATE "animal_counts" SET
			"live" = "live" + CASE WHEN is_live THEN delta ELSE 0 END,
			"archived" = "archived" + CASE WHEN is_live THEN 0 ELSE delta END
		WHERE "owner_id" = account;
	ELSE
		INSERT INTO "animal_counts" AS c ("owner_id", "live", "archived")
		VALUES (account, CASE WHEN is_live THEN delta ELSE 0 END, CASE WHEN is_live THEN 0 ELSE delta END)
		ON CONFLICT ("owner_id") DO UPDATE SET "live" = c."live" + EXCLUDED."live", "archived" = c."archived" + EXCLUDED."archived";
	END IF;
END $$;
--> statement-breakpoint
-- Follows every insert, delete, archive, restore and change of owner of an animal. Of the two accounts of a
-- transfer, the one with the smaller id is counted first, so two transfers crossing cannot deadlock.
CREATE FUNCTION "animal_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND NEW."owner_id" < OLD."owner_id" THEN
		PERFORM "animal_counts_add"(NEW."owner_id", NEW."archived_at" IS NULL, 1);
		PERFORM "animal_counts_add"(OLD."owner_id", OLD."archived_at" IS NULL, -1);
	ELSE
		IF TG_OP <> 'INSERT' THEN PERFORM "animal_counts_add"(OLD."owner_id", OLD."archived_at" IS NULL, -1); END IF;
		IF TG_OP <> 'DELETE' THEN PERFORM "animal_counts_add"(NEW."owner_id", NEW."archived_at" IS NULL, 1); END IF;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "animals_counted" AFTER INSERT OR DELETE OR UPDATE OF "owner_id", "archived_at" ON "animals"
	FOR EACH ROW EXECUTE FUNCTION "animal_counts_follow"();
--> statement-breakpoint
INSERT INTO "animal_counts" ("owner_id", "live", "archived")
SELECT "owner_id", count(*) FILTER (WHERE "archived_at" IS NULL), count(*) FILTER (WHERE "archived_at" IS NOT NULL)
FROM "animals" GROUP BY "owner_id";
