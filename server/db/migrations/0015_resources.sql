CREATE TABLE "acm_form_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"animals" jsonb NOT NULL,
	"agent_name" text,
	"agent_clinic" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"mail_id" text,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "case_studies" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"species" text NOT NULL,
	"test" text NOT NULL,
	"summary" text NOT NULL,
	"sections" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "acm_form_requests" ADD CONSTRAINT "acm_form_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acm_form_requests" ADD CONSTRAINT "acm_form_requests_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acm_form_requests_owner_idx" ON "acm_form_requests" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "acm_form_requests_status_idx" ON "acm_form_requests" USING btree ("status","id");