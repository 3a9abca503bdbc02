CREATE TABLE "animal_shares" (
	"animal_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "animal_shares_animal_id_user_id_pk" PRIMARY KEY("animal_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "animal_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"animal_id" integer NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "animals" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"species" text NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" text,
	"breed_id" integer,
	"breed_name" text,
	"microchip" text,
	"registration_name" text,
	"registration_number" text,
	"weight" text,
	"weight_type" text DEFAULT 'kg' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collected_animals" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"name" text NOT NULL,
	"species" text NOT NULL,
	"microchip" text,
	"barcode" text,
	"owner_name" text,
	"collected_on" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dna_profiles" (
	"kit_id" integer PRIMARY KEY NOT NULL,
	"markers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kit_credits" (
	"user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kit_credits_user_id_category_id_pk" PRIMARY KEY("user_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "kit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kit_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kits" (
	"id" serial PRIMARY KEY NOT NULL,
	"barcode" text NOT NULL,
	"status" text DEFAULT 'allocated' NOT NULL,
	"owner_id" integer NOT NULL,
	"animal_id" integer,
	"test_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"order_reference" text,
	"replaces_kit_id" integer,
	"activated_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"results_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"kit_id" integer NOT NULL,
	"kind" text NOT NULL,
	"report_number" text NOT NULL,
	"code" text NOT NULL,
	"record" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "results" (
	"id" serial PRIMARY KEY NOT NULL,
	"kit_id" integer NOT NULL,
	"test_id" integer NOT NULL,
	"test_name" text NOT NULL,
	"gene" text,
	"inheritance" text,
	"genotype" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"imported_by" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "animal_shares" ADD CONSTRAINT "animal_shares_animal_id_animals_id_fk" FOREIGN KEY ("animal_id") REFERENCES "public"."animals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animal_shares" ADD CONSTRAINT "animal_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animal_transfers" ADD CONSTRAINT "animal_transfers_animal_id_animals_id_fk" FOREIGN KEY ("animal_id") REFERENCES "public"."animals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animal_transfers" ADD CONSTRAINT "animal_transfers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animal_transfers" ADD CONSTRAINT "animal_transfers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animals" ADD CONSTRAINT "animals_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collected_animals" ADD CONSTRAINT "collected_animals_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dna_profiles" ADD CONSTRAINT "dna_profiles_kit_id_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."kits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_credits" ADD CONSTRAINT "kit_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_events" ADD CONSTRAINT "kit_events_kit_id_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."kits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_events" ADD CONSTRAINT "kit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kits" ADD CONSTRAINT "kits_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kits" ADD CONSTRAINT "kits_animal_id_animals_id_fk" FOREIGN KEY ("animal_id") REFERENCES "public"."animals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_kit_id_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."kits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_kit_id_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."kits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "animal_shares_user_idx" ON "animal_shares" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "animal_transfers_to_idx" ON "animal_transfers" USING btree ("to_user_id","status");--> statement-breakpoint
CREATE INDEX "animal_transfers_animal_idx" ON "animal_transfers" USING btree ("animal_id");--> statement-breakpoint
CREATE INDEX "animals_owner_name_idx" ON "animals" USING btree ("owner_id","name","id");--> statement-breakpoint
CREATE INDEX "animals_microchip_idx" ON "animals" USING btree ("microchip");--> statement-breakpoint
CREATE INDEX "animals_registration_idx" ON "animals" USING btree ("registration_number");--> statement-breakpoint
CREATE INDEX "collected_animals_agent_idx" ON "collected_animals" USING btree ("agent_id","id");--> statement-breakpoint
CREATE INDEX "kit_events_kit_idx" ON "kit_events" USING btree ("kit_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "kits_barcode_idx" ON "kits" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "kits_owner_idx" ON "kits" USING btree ("owner_id","status");--> statement-breakpoint
CREATE INDEX "kits_animal_idx" ON "kits" USING btree ("animal_id");--> statement-breakpoint
CREATE INDEX "kits_status_idx" ON "kits" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_kit_kind_idx" ON "reports" USING btree ("kit_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_code_idx" ON "reports" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "results_kit_test_idx" ON "results" USING btree ("kit_id","test_id");--> statement-breakpoint
CREATE INDEX "results_status_idx" ON "results" USING btree ("status");