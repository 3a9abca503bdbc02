CREATE TABLE "advance_order_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"advance_order_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advance_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"advance_order_id" integer NOT NULL,
	"supply" text NOT NULL,
	"product_id" integer,
	"name" text NOT NULL,
	"kind" text,
	"type_id" integer,
	"category_id" integer,
	"unit_amount" integer DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	"kits_per_unit" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advance_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"storefront" text NOT NULL,
	"currency" text NOT NULL,
	"delivery_address" jsonb NOT NULL,
	"purchase_order" text,
	"note" text,
	"order_id" integer,
	"tracking_number" text,
	"kit_barcodes" text[] DEFAULT '{}'::text[] NOT NULL,
	"dispatched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advance_order_history" ADD CONSTRAINT "advance_order_history_advance_order_id_advance_orders_id_fk" FOREIGN KEY ("advance_order_id") REFERENCES "public"."advance_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_order_lines" ADD CONSTRAINT "advance_order_lines_advance_order_id_advance_orders_id_fk" FOREIGN KEY ("advance_order_id") REFERENCES "public"."advance_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_orders" ADD CONSTRAINT "advance_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_orders" ADD CONSTRAINT "advance_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advance_order_history_order_idx" ON "advance_order_history" USING btree ("advance_order_id","created_at");--> statement-breakpoint
CREATE INDEX "advance_order_lines_order_idx" ON "advance_order_lines" USING btree ("advance_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "advance_orders_idempotency_uq" ON "advance_orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "advance_orders_number_uq" ON "advance_orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "advance_orders_user_idx" ON "advance_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "advance_orders_status_idx" ON "advance_orders" USING btree ("status","created_at");