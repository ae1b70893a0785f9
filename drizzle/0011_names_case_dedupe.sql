-- Names the owner gives are one name whatever their case from now on (unique indexes on
-- lower(name) follow in the next migration). Rows whose names differ only in case ("bengali"
-- beside "Bengali") keep the first one's name; each later one gets a number ("bengali (2)"), so
-- the owner can tell them apart and merge or delete them.
UPDATE "weekly_cuisines" AS w SET "cuisines" = (
  SELECT array_agg(coalesce(d."renamed", u."name") ORDER BY u."position")
  FROM unnest(w."cuisines") WITH ORDINALITY AS u("name", "position")
  LEFT JOIN (
    SELECT "name", "name" || ' (' || "n" || ')' AS "renamed"
    FROM (SELECT "name", row_number() OVER (PARTITION BY lower("name") ORDER BY "created_at", "id") AS "n" FROM "cuisines") AS ranked
    WHERE "n" > 1
  ) AS d ON d."name" = u."name"
);
--> statement-breakpoint
UPDATE "cuisines" AS c SET "name" = c."name" || ' (' || d."n" || ')'
FROM (SELECT "id", row_number() OVER (PARTITION BY lower("name") ORDER BY "created_at", "id") AS "n" FROM "cuisines") AS d
WHERE d."id" = c."id" AND d."n" > 1;
--> statement-breakpoint
UPDATE "menu_categories" AS c SET "name" = c."name" || ' (' || d."n" || ')'
FROM (SELECT "id", row_number() OVER (PARTITION BY lower("name") ORDER BY "display_order", "id") AS "n" FROM "menu_categories") AS d
WHERE d."id" = c."id" AND d."n" > 1;
--> statement-breakpoint
UPDATE "box_types" AS b SET "name" = b."name" || ' (' || d."n" || ')'
FROM (SELECT "id", row_number() OVER (PARTITION BY lower("name") ORDER BY "display_order", "id") AS "n" FROM "box_types") AS d
WHERE d."id" = b."id" AND d."n" > 1;
--> statement-breakpoint
UPDATE "collection_points" AS p SET "name" = p."name" || ' (' || d."n" || ')'
FROM (SELECT "id", row_number() OVER (PARTITION BY lower("name") ORDER BY "created_at", "id") AS "n" FROM "collection_points") AS d
WHERE d."id" = p."id" AND d."n" > 1;
--> statement-breakpoint
UPDATE "team_members" AS m SET "name" = m."name" || ' (' || d."n" || ')'
FROM (SELECT "id", row_number() OVER (PARTITION BY lower("name") ORDER BY "created_at", "id") AS "n" FROM "team_members") AS d
WHERE d."id" = m."id" AND d."n" > 1;
