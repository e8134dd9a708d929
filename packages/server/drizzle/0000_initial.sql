CREATE TABLE "white_label_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_config" integer NOT NULL,
	"title" text NOT NULL,
	"tema" text NOT NULL,
	"api_endpoint" text,
	"misc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"modulos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"plano_modulos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"documentos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"imagens" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"url_pdv" text,
	"possui_integracao_superlogica" boolean DEFAULT false NOT NULL,
	"origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"remote_overrides" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"crm" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "white_label_configs_id_config_unique" UNIQUE("id_config")
);
--> statement-breakpoint
CREATE TABLE "empresas" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"nome" text NOT NULL,
	"cpf_cnpj" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filiais" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" text NOT NULL,
	"apelido" text,
	"cpf_cnpj" text NOT NULL,
	"ramo_atividade" text,
	"contrato_id" text,
	"trial" boolean DEFAULT false NOT NULL,
	"bloqueada" boolean DEFAULT false NOT NULL,
	"data_vencimento" date,
	"integracao_serasa" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filial_integracoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"filial_id" integer NOT NULL,
	"sistema" integer NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "filial_integracoes_filial_sistema_uq" UNIQUE("filial_id","sistema")
);
--> statement-breakpoint
CREATE TABLE "perfil_permissoes" (
	"perfil_id" integer NOT NULL,
	"chave" text NOT NULL,
	"nivel" smallint NOT NULL,
	CONSTRAINT "perfil_permissoes_perfil_id_chave_pk" PRIMARY KEY("perfil_id","chave")
);
--> statement-breakpoint
CREATE TABLE "perfis" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario_filiais" (
	"usuario_id" integer NOT NULL,
	"filial_id" integer NOT NULL,
	CONSTRAINT "usuario_filiais_usuario_id_filial_id_pk" PRIMARY KEY("usuario_id","filial_id")
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"nome" text NOT NULL,
	"senha_hash" text,
	"cpf_cnpj" text,
	"avatar" text,
	"empresa_id" integer NOT NULL,
	"filial_selecionada_id" integer,
	"perfil_id" integer,
	"perfil_admin" boolean DEFAULT false NOT NULL,
	"suporte_white_label" boolean DEFAULT false NOT NULL,
	"is_contador" boolean DEFAULT false NOT NULL,
	"is_avanco" boolean DEFAULT false NOT NULL,
	"master" boolean DEFAULT false NOT NULL,
	"painel_administrativo" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "sessoes_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "tokens_uso_unico" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"finalidade" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "tokens_uso_unico_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "configuracoes_boleto" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"filial_id" integer NOT NULL,
	"banco" text NOT NULL,
	"agencia" text NOT NULL,
	"conta" text NOT NULL,
	"carteira" text NOT NULL,
	"convenio" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locais_estoque" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"filial_id" integer NOT NULL,
	"nome" text NOT NULL,
	"padrao" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "empresas" ADD CONSTRAINT "empresas_brand_id_white_label_configs_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."white_label_configs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filiais" ADD CONSTRAINT "filiais_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filial_integracoes" ADD CONSTRAINT "filial_integracoes_filial_id_filiais_id_fk" FOREIGN KEY ("filial_id") REFERENCES "public"."filiais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perfil_permissoes" ADD CONSTRAINT "perfil_permissoes_perfil_id_perfis_id_fk" FOREIGN KEY ("perfil_id") REFERENCES "public"."perfis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perfis" ADD CONSTRAINT "perfis_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_filiais" ADD CONSTRAINT "usuario_filiais_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_filiais" ADD CONSTRAINT "usuario_filiais_filial_id_filiais_id_fk" FOREIGN KEY ("filial_id") REFERENCES "public"."filiais"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_filial_selecionada_id_filiais_id_fk" FOREIGN KEY ("filial_selecionada_id") REFERENCES "public"."filiais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_perfil_id_perfis_id_fk" FOREIGN KEY ("perfil_id") REFERENCES "public"."perfis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessoes" ADD CONSTRAINT "sessoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens_uso_unico" ADD CONSTRAINT "tokens_uso_unico_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuracoes_boleto" ADD CONSTRAINT "configuracoes_boleto_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuracoes_boleto" ADD CONSTRAINT "configuracoes_boleto_filial_id_filiais_id_fk" FOREIGN KEY ("filial_id") REFERENCES "public"."filiais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locais_estoque" ADD CONSTRAINT "locais_estoque_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locais_estoque" ADD CONSTRAINT "locais_estoque_filial_id_filiais_id_fk" FOREIGN KEY ("filial_id") REFERENCES "public"."filiais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "empresas_brand_idx" ON "empresas" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "filiais_empresa_idx" ON "filiais" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "perfis_empresa_idx" ON "perfis" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_email_lower_uq" ON "usuarios" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "usuarios_empresa_idx" ON "usuarios" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "sessoes_usuario_idx" ON "sessoes" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "tokens_uso_unico_usuario_idx" ON "tokens_uso_unico" USING btree ("usuario_id","finalidade");--> statement-breakpoint
CREATE INDEX "configuracoes_boleto_empresa_idx" ON "configuracoes_boleto" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "locais_estoque_empresa_idx" ON "locais_estoque" USING btree ("empresa_id");