CREATE TABLE "cidades" (
	"id" integer PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"nome_busca" text NOT NULL,
	"uf_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ufs" (
	"id" integer PRIMARY KEY NOT NULL,
	"sigla" text NOT NULL,
	"nome" text NOT NULL,
	CONSTRAINT "ufs_sigla_unique" UNIQUE("sigla")
);
--> statement-breakpoint
CREATE TABLE "cadastros" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	"filial_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"regime" smallint,
	"telefone" text,
	"indicante" jsonb,
	"campo1" text,
	"campo2" text,
	"campo3" text,
	"campo4" text,
	"nao_cadastras_superlogica" boolean DEFAULT false NOT NULL,
	"cidade_id" integer,
	"seguimento" text,
	"cargo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "white_label_configs" ADD COLUMN "dias_trial" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "cidades" ADD CONSTRAINT "cidades_uf_id_ufs_id_fk" FOREIGN KEY ("uf_id") REFERENCES "public"."ufs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cadastros" ADD CONSTRAINT "cadastros_brand_id_white_label_configs_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."white_label_configs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cadastros" ADD CONSTRAINT "cadastros_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cadastros" ADD CONSTRAINT "cadastros_filial_id_filiais_id_fk" FOREIGN KEY ("filial_id") REFERENCES "public"."filiais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cadastros" ADD CONSTRAINT "cadastros_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cadastros" ADD CONSTRAINT "cadastros_cidade_id_cidades_id_fk" FOREIGN KEY ("cidade_id") REFERENCES "public"."cidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cidades_uf_busca_idx" ON "cidades" USING btree ("uf_id","nome_busca");--> statement-breakpoint
CREATE INDEX "cadastros_brand_idx" ON "cadastros" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "cadastros_empresa_idx" ON "cadastros" USING btree ("empresa_id");