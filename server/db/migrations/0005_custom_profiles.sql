CREATE TABLE "custom_profile_items" (
	"profile_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "custom_profile_items_profile_id_product_id_pk" PRIMARY KEY("profile_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "custom_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"species" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_profile_items" ADD CONSTRAINT "custom_profile_items_profile_id_custom_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."custom_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_profile_items" ADD CONSTRAINT "custom_profile_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_profiles" ADD CONSTRAINT "custom_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_profiles_user_created_idx" ON "custom_profiles" USING btree ("user_id","created_at");