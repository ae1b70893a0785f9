DROP INDEX "credit_movements_user_idx";--> statement-breakpoint
ALTER TABLE "credit_movements" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "credit_movements_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "credit_movements_user_idx" ON "credit_movements" USING btree ("user_id","seq");