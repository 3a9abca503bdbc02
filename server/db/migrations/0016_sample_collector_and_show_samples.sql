CREATE TABLE "show_samples" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kit_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kits" ADD COLUMN "collector" jsonb;--> statement-breakpoint
ALTER TABLE "show_samples" ADD CONSTRAINT "show_samples_booking_id_show_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."show_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_samples" ADD CONSTRAINT "show_samples_kit_id_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."kits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "show_samples_kit_idx" ON "show_samples" USING btree ("kit_id");--> statement-breakpoint
CREATE INDEX "show_samples_booking_idx" ON "show_samples" USING btree ("booking_id");