CREATE TABLE "house_formats" (
	"house_id" integer NOT NULL,
	"format_id" integer NOT NULL,
	CONSTRAINT "house_formats_house_id_format_id_pk" PRIMARY KEY("house_id","format_id")
);
--> statement-breakpoint
ALTER TABLE "house_formats" ADD CONSTRAINT "house_formats_house_id_houses_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."houses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_formats" ADD CONSTRAINT "house_formats_format_id_versions_id_fk" FOREIGN KEY ("format_id") REFERENCES "public"."versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "house_formats_format_idx" ON "house_formats" USING btree ("format_id");--> statement-breakpoint
-- custom SQL below
-- Moves each screen's formats from the old int array into the join table (drizzle-kit generated the
-- drop of houses.format_ids; it runs here, after the copy). Ids that no longer name a format version
-- of the screen's own cinema (a deleted format: the array had no foreign key) are dropped.
INSERT INTO "house_formats" ("house_id", "format_id")
SELECT DISTINCT h."id", v."id"
FROM "houses" h
CROSS JOIN LATERAL unnest(h."format_ids") AS f("id")
JOIN "versions" v ON v."id" = f."id" AND v."cinema_id" = h."cinema_id" AND v."kind" = 'format'
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "houses" DROP COLUMN "format_ids";
