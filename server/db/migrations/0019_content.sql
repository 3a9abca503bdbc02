CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"body" text NOT NULL,
	"publish_on" date NOT NULL,
	"storefronts" text[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"placement" text PRIMARY KEY NOT NULL,
	"title" text,
	"text" text NOT NULL,
	"link_label" text NOT NULL,
	"link_url" text NOT NULL,
	"storefronts" text[] DEFAULT '{}' NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "articles_live_idx" ON "articles" USING btree ("status","publish_on");