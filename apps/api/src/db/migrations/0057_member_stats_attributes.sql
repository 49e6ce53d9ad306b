ALTER TABLE "member_stats" ADD COLUMN "status" "member_status" DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_stats" ADD COLUMN "member_system_id" integer;--> statement-breakpoint
ALTER TABLE "member_stats" ADD COLUMN "rank" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_stats" ADD COLUMN "gender" text DEFAULT 'unanswered' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_stats" ADD COLUMN "prefecture_code" text;--> statement-breakpoint
ALTER TABLE "member_stats" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "member_stats" ADD COLUMN "joined_on" date;--> statement-breakpoint
-- The member's own attributes 会員フィルター reads follow the member into member_stats (docs/membership.md,
-- "member_stats"), so a filter with sales conditions counts one table: copied when the member is inserted, and by a
-- statement trigger after any update of members that writes only the rows whose attributes moved (the daily job's
-- update of every 有効期限 compares and writes nothing here).
CREATE OR REPLACE FUNCTION member_stats_after_members_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_stats (member_id, brand_id, status, member_system_id, rank, gender, prefecture_code, birth_date,
    joined_on)
  SELECT id, brand_id, status, member_system_id, rank, gender, prefecture_code, birth_date, joined_on FROM new_rows
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION member_stats_after_members_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE member_stats s SET status = n.status, member_system_id = n.member_system_id, rank = n.rank,
    gender = n.gender, prefecture_code = n.prefecture_code, birth_date = n.birth_date, joined_on = n.joined_on
  FROM new_rows n
  WHERE s.member_id = n.id
    AND (s.status, s.member_system_id, s.rank, s.gender, s.prefecture_code, s.birth_date, s.joined_on)
      IS DISTINCT FROM (n.status, n.member_system_id, n.rank, n.gender, n.prefecture_code, n.birth_date, n.joined_on);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER members_stats_attributes AFTER UPDATE ON members
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_stats_after_members_update();--> statement-breakpoint
UPDATE member_stats s SET status = m.status, member_system_id = m.member_system_id, rank = m.rank, gender = m.gender,
  prefecture_code = m.prefecture_code, birth_date = m.birth_date, joined_on = m.joined_on
FROM members m WHERE s.member_id = m.id;
