ALTER TABLE "collection_agents" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "collection_agents" ADD CONSTRAINT "collection_agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collection_agents_user_uq" ON "collection_agents" USING btree ("user_id");