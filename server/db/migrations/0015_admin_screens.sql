ALTER TABLE "collection_agents" ADD COLUMN "nomination_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "collection_agents_nomination_uq" ON "collection_agents" USING btree ("nomination_id");