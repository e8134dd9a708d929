CREATE TABLE "chaves_assinatura" (
	"nome" text PRIMARY KEY NOT NULL,
	"chave" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_canary_visitantes" (
	"brand_id" integer NOT NULL,
	"container" text NOT NULL,
	"versao" text NOT NULL,
	"visitante" text NOT NULL,
	"endereco_hash" text NOT NULL,
	"carregou" boolean DEFAULT false NOT NULL,
	"falhou" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_canary_visitantes_brand_id_container_versao_visitante_pk" PRIMARY KEY("brand_id","container","versao","visitante")
);
--> statement-breakpoint
ALTER TABLE "sessoes" ADD COLUMN "sessao_pai_id" integer;--> statement-breakpoint
ALTER TABLE "remote_canary_visitantes" ADD CONSTRAINT "remote_canary_visitantes_brand_id_white_label_configs_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."white_label_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_canary_visitantes_endereco_idx" ON "remote_canary_visitantes" USING btree ("brand_id","container","versao","endereco_hash");--> statement-breakpoint
ALTER TABLE "sessoes" ADD CONSTRAINT "sessoes_sessao_pai_id_sessoes_id_fk" FOREIGN KEY ("sessao_pai_id") REFERENCES "public"."sessoes"("id") ON DELETE cascade ON UPDATE no action;