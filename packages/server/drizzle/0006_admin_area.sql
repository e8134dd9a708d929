CREATE TABLE "auditoria" (
	"id" serial PRIMARY KEY NOT NULL,
	"data" timestamp with time zone DEFAULT now() NOT NULL,
	"usuario_id" integer NOT NULL,
	"brand_id" integer,
	"acao" text NOT NULL,
	"alvo" text NOT NULL,
	"de" jsonb,
	"para" jsonb
);
--> statement-breakpoint
CREATE TABLE "bancos" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bancos_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "configuracoes_sistema" (
	"chave" text PRIMARY KEY NOT NULL,
	"valor" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ibpt_itens" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"codigo" text NOT NULL,
	"ex" text DEFAULT '' NOT NULL,
	"descricao" text NOT NULL,
	"nacional_federal" numeric(7, 2) NOT NULL,
	"importados_federal" numeric(7, 2) NOT NULL,
	"estadual" numeric(7, 2) NOT NULL,
	"municipal" numeric(7, 2) NOT NULL,
	"vigencia_inicio" text,
	"vigencia_fim" text,
	"versao" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nps_respostas" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"nota" smallint NOT NULL,
	"comentario" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sequencias_filial" (
	"empresa_id" integer PRIMARY KEY NOT NULL,
	"proximo" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "white_label_configs" ADD COLUMN "ajuda" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "white_label_configs" ADD COLUMN "valor_por_filial" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessoes" ADD COLUMN "visao_empresa_id" integer;--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_brand_id_white_label_configs_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."white_label_configs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nps_respostas" ADD CONSTRAINT "nps_respostas_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nps_respostas" ADD CONSTRAINT "nps_respostas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nps_respostas" ADD CONSTRAINT "nps_respostas_brand_id_white_label_configs_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."white_label_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequencias_filial" ADD CONSTRAINT "sequencias_filial_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditoria_brand_data_idx" ON "auditoria" USING btree ("brand_id","data");--> statement-breakpoint
CREATE UNIQUE INDEX "ibpt_itens_tipo_codigo_ex_uq" ON "ibpt_itens" USING btree ("tipo","codigo","ex");--> statement-breakpoint
CREATE INDEX "nps_respostas_brand_idx" ON "nps_respostas" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "nps_respostas_usuario_idx" ON "nps_respostas" USING btree ("usuario_id");