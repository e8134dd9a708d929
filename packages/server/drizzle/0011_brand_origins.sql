CREATE TABLE "white_label_origins" (
	"origin" text PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"position" integer NOT NULL,
	"canonical" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "white_label_origins_normalised" CHECK ("white_label_origins"."origin" = lower(rtrim("white_label_origins"."origin", '/')))
);
--> statement-breakpoint
ALTER TABLE "white_label_origins" ADD CONSTRAINT "white_label_origins_brand_id_white_label_configs_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."white_label_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "white_label_origins_one_canonical_uq" ON "white_label_origins" USING btree ("brand_id") WHERE "white_label_origins"."canonical";--> statement-breakpoint
CREATE INDEX "white_label_origins_brand_idx" ON "white_label_origins" USING btree ("brand_id","position");--> statement-breakpoint
-- Each brand's listed origins move to the table, normalised. An origin two brands listed stays with the brand that
-- listed it earliest in its own list (a brand's own address comes first; one appended by another brand's admin does
-- not), then the lowest idConfig. Each brand's first remaining origin is its canonical one.
INSERT INTO "white_label_origins" ("origin", "brand_id", "position", "canonical")
SELECT DISTINCT ON (o."normalised") o."normalised", o."brand_id", o."position", false
FROM (
	SELECT lower(rtrim(e."value", '/')) AS "normalised", b."id" AS "brand_id", (e."ordinality" - 1)::integer AS "position", b."id_config"
	FROM "white_label_configs" b CROSS JOIN LATERAL jsonb_array_elements_text(b."origins") WITH ORDINALITY AS e("value", "ordinality")
) o
ORDER BY o."normalised", o."position", o."id_config";--> statement-breakpoint
UPDATE "white_label_origins" w SET "canonical" = true
WHERE w."position" = (SELECT min(x."position") FROM "white_label_origins" x WHERE x."brand_id" = w."brand_id");--> statement-breakpoint
-- A stored CRM token is bound to the URL it was saved with (until now: the brand's current one).
UPDATE "white_label_configs" SET "crm" = "crm" || jsonb_build_object('tokenBaseUrl', "crm"->'baseUrl')
WHERE "crm" IS NOT NULL AND "crm"->'tokenBaseUrl' IS NULL;--> statement-breakpoint
ALTER TABLE "white_label_configs" DROP COLUMN "origins";