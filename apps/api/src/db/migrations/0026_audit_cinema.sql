ALTER TABLE "audit_logs" ADD COLUMN "cinema_id" integer;--> statement-breakpoint
CREATE INDEX "audit_logs_cinema_at_idx" ON "audit_logs" USING btree ("cinema_id","at");