CREATE TABLE "arquivos_enviados" (
	"id" serial PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"chave" text NOT NULL,
	"brand_id" integer NOT NULL,
	"usuario_id" integer,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "arquivos_enviados" ADD CONSTRAINT "arquivos_enviados_brand_id_white_label_configs_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."white_label_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arquivos_enviados" ADD CONSTRAINT "arquivos_enviados_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "arquivos_enviados_chave_uq" ON "arquivos_enviados" USING btree ("area","chave");--> statement-breakpoint
CREATE INDEX "arquivos_enviados_brand_idx" ON "arquivos_enviados" USING btree ("brand_id");