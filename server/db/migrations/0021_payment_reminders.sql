CREATE TABLE "payment_reminders" (
	"order_id" integer NOT NULL,
	"stage" text NOT NULL,
	"mail_id" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_reminders_order_id_stage_pk" PRIMARY KEY("order_id","stage")
);
--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;