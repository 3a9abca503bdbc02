CREATE TABLE "parentage_request_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parentage_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"species" text NOT NULL,
	"offspring_id" integer NOT NULL,
	"dam_id" integer,
	"dam_found_by" text,
	"sire_id" integer,
	"sire_found_by" text,
	"club_name" text,
	"status" text DEFAULT 'awaiting_profiles' NOT NULL,
	"record" jsonb,
	"report_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "parentage_request_events" ADD CONSTRAINT "parentage_request_events_request_id_parentage_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."parentage_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parentage_request_events" ADD CONSTRAINT "parentage_request_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parentage_requests" ADD CONSTRAINT "parentage_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parentage_requests" ADD CONSTRAINT "parentage_requests_offspring_id_animals_id_fk" FOREIGN KEY ("offspring_id") REFERENCES "public"."animals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parentage_requests" ADD CONSTRAINT "parentage_requests_dam_id_animals_id_fk" FOREIGN KEY ("dam_id") REFERENCES "public"."animals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parentage_requests" ADD CONSTRAINT "parentage_requests_sire_id_animals_id_fk" FOREIGN KEY ("sire_id") REFERENCES "public"."animals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parentage_request_events_request_idx" ON "parentage_request_events" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "parentage_requests_owner_idx" ON "parentage_requests" USING btree ("owner_id","status","id");--> statement-breakpoint
CREATE INDEX "parentage_requests_status_idx" ON "parentage_requests" USING btree ("status","id");