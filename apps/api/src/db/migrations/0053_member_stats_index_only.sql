DROP INDEX "member_stats_brand_last_visit_idx";--> statement-breakpoint
DROP INDEX "member_stats_brand_genre_idx";--> statement-breakpoint
CREATE INDEX "member_stats_brand_last_visit_idx" ON "member_stats" USING btree ("brand_id","last_visit_on","member_id");--> statement-breakpoint
CREATE INDEX "member_stats_brand_genre_idx" ON "member_stats" USING btree ("brand_id","favourite_genre","member_id");