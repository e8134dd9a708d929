CREATE TABLE "alertas" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"texto" text NOT NULL,
	"link" text,
	"permite_excluir" boolean DEFAULT true NOT NULL,
	"lido" boolean DEFAULT false NOT NULL,
	"data" timestamp with time zone DEFAULT now() NOT NULL,
	"geral" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favoritos" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"link" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favoritos_usuario_link_uq" UNIQUE("usuario_id","link")
);
--> statement-breakpoint
CREATE TABLE "planos" (
	"id" serial PRIMARY KEY NOT NULL,
	"config_white_label" integer NOT NULL,
	"id_externo" text NOT NULL,
	"nome" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"valor_mensal" numeric(12, 2) NOT NULL,
	"modulos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planos_brand_id_externo_uq" UNIQUE("config_white_label","id_externo")
);
--> statement-breakpoint
ALTER TABLE "filiais" ADD COLUMN "plano_id" integer;--> statement-breakpoint
ALTER TABLE "alertas" ADD CONSTRAINT "alertas_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alertas" ADD CONSTRAINT "alertas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alertas" ADD CONSTRAINT "alertas_brand_id_white_label_configs_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."white_label_configs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favoritos" ADD CONSTRAINT "favoritos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planos" ADD CONSTRAINT "planos_config_white_label_white_label_configs_id_config_fk" FOREIGN KEY ("config_white_label") REFERENCES "public"."white_label_configs"("id_config") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alertas_usuario_data_idx" ON "alertas" USING btree ("usuario_id","data");--> statement-breakpoint
ALTER TABLE "filiais" ADD CONSTRAINT "filiais_plano_id_planos_id_fk" FOREIGN KEY ("plano_id") REFERENCES "public"."planos"("id") ON DELETE no action ON UPDATE no action;