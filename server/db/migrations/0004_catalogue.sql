CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "breeds" (
	"id" integer PRIMARY KEY NOT NULL,
	"species" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"registries" text[] DEFAULT '{}'::text[] NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_breeds" (
	"breed_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "product_breeds_breed_id_product_id_pk" PRIMARY KEY("breed_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_bundle_items" (
	"bundle_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "product_bundle_items_bundle_id_item_id_pk" PRIMARY KEY("bundle_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"product_id" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"amount" integer NOT NULL,
	"sale_amount" integer,
	"member_amount" integer,
	CONSTRAINT "product_prices_product_id_currency_pk" PRIMARY KEY("product_id","currency")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type_id" smallint NOT NULL,
	"kind" text NOT NULL,
	"species" text,
	"category_id" integer NOT NULL,
	"store_group" smallint,
	"test_category" text,
	"sub_category" smallint,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"gene" text,
	"condition" text,
	"inheritance" text,
	"description" text NOT NULL,
	"sample_type" text,
	"turnaround" text,
	"kit_count" smallint,
	"only_storefront" char(2),
	"best_seller_rank" integer,
	"is_listed" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_breeds" ADD CONSTRAINT "product_breeds_breed_id_breeds_id_fk" FOREIGN KEY ("breed_id") REFERENCES "public"."breeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_breeds" ADD CONSTRAINT "product_breeds_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_bundle_items" ADD CONSTRAINT "product_bundle_items_bundle_id_products_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_bundle_items" ADD CONSTRAINT "product_bundle_items_item_id_products_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "breeds_species_name_idx" ON "breeds" USING btree ("species","name");--> statement-breakpoint
CREATE INDEX "breeds_name_trgm_idx" ON "breeds" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_breeds_product_idx" ON "product_breeds" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_bundle_items_item_idx" ON "product_bundle_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "product_prices_currency_amount_idx" ON "product_prices" USING btree ("currency","amount");--> statement-breakpoint
CREATE INDEX "products_species_category_idx" ON "products" USING btree ("species","category_id","name");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","name");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_best_seller_idx" ON "products" USING btree ("best_seller_rank");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);