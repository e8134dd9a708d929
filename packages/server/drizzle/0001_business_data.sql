CREATE TABLE "grupos_pessoas" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"descricao" text NOT NULL,
	"grupo_pai_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pessoas" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"tipo" smallint NOT NULL,
	"nome" text NOT NULL,
	"razao_social" text,
	"modelo_documento" smallint NOT NULL,
	"cpf_cnpj" text NOT NULL,
	"email" text,
	"telefone" text,
	"cidade" text NOT NULL,
	"uf" text NOT NULL,
	"grupo_id" integer,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categorias" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"descricao" text NOT NULL,
	"parent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "produtos" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"descricao" text NOT NULL,
	"ncm" text NOT NULL,
	"unidade" text NOT NULL,
	"tipo" smallint NOT NULL,
	"custo" numeric(14, 2) NOT NULL,
	"preco_venda" numeric(14, 2) NOT NULL,
	"estoque_minimo" numeric(14, 3) DEFAULT 0 NOT NULL,
	"categoria_id" integer,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "movimentacoes_estoque" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"filial_id" integer NOT NULL,
	"local_estoque_id" integer NOT NULL,
	"produto_id" integer NOT NULL,
	"tipo" smallint NOT NULL,
	"quantidade" numeric(14, 3) NOT NULL,
	"custo_unitario" numeric(14, 2),
	"data_hora" timestamp with time zone NOT NULL,
	"origem" text NOT NULL,
	"origem_id" integer,
	"observacao" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saldos_estoque" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"filial_id" integer NOT NULL,
	"local_estoque_id" integer NOT NULL,
	"produto_id" integer NOT NULL,
	"quantidade" numeric(14, 3) NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "itens_venda" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"venda_id" integer NOT NULL,
	"produto_id" integer NOT NULL,
	"quantidade" numeric(14, 3) NOT NULL,
	"preco_unitario" numeric(14, 2) NOT NULL,
	"desconto" numeric(14, 2) DEFAULT 0 NOT NULL,
	"total" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendas" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"filial_id" integer NOT NULL,
	"numero" integer NOT NULL,
	"data_hora" timestamp with time zone NOT NULL,
	"cliente_id" integer,
	"vendedor_id" integer,
	"subtotal" numeric(14, 2) NOT NULL,
	"desconto" numeric(14, 2) DEFAULT 0 NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"forma_pagamento" text NOT NULL,
	"status" text NOT NULL,
	"modelo" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendedores" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" text NOT NULL,
	"usuario_id" integer,
	"comissao" numeric(5, 2) DEFAULT 0 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categorias_financeiro" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"descricao" text NOT NULL,
	"tipo" text NOT NULL,
	"parent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lancamentos_financeiros" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"filial_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"descricao" text NOT NULL,
	"categoria_id" integer,
	"pessoa_id" integer,
	"venda_id" integer,
	"valor" numeric(14, 2) NOT NULL,
	"vencimento" date NOT NULL,
	"data_pagamento" date,
	"valor_pago" numeric(14, 2) DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grupos_pessoas" ADD CONSTRAINT "grupos_pessoas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupos_pessoas" ADD CONSTRAINT "grupos_pessoas_grupo_pai_id_grupos_pessoas_id_fk" FOREIGN KEY ("grupo_pai_id") REFERENCES "public"."grupos_pessoas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pessoas" ADD CONSTRAINT "pessoas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pessoas" ADD CONSTRAINT "pessoas_grupo_id_grupos_pessoas_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupos_pessoas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categorias" ADD CONSTRAINT "categorias_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categorias" ADD CONSTRAINT "categorias_parent_id_categorias_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categorias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produtos" ADD CONSTRAINT "produtos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produtos" ADD CONSTRAINT "produtos_categoria_id_categorias_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categorias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimentacoes_estoque" ADD CONSTRAINT "movimentacoes_estoque_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimentacoes_estoque" ADD CONSTRAINT "movimentacoes_estoque_filial_id_filiais_id_fk" FOREIGN KEY ("filial_id") REFERENCES "public"."filiais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimentacoes_estoque" ADD CONSTRAINT "movimentacoes_estoque_local_estoque_id_locais_estoque_id_fk" FOREIGN KEY ("local_estoque_id") REFERENCES "public"."locais_estoque"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimentacoes_estoque" ADD CONSTRAINT "movimentacoes_estoque_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saldos_estoque" ADD CONSTRAINT "saldos_estoque_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saldos_estoque" ADD CONSTRAINT "saldos_estoque_filial_id_filiais_id_fk" FOREIGN KEY ("filial_id") REFERENCES "public"."filiais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saldos_estoque" ADD CONSTRAINT "saldos_estoque_local_estoque_id_locais_estoque_id_fk" FOREIGN KEY ("local_estoque_id") REFERENCES "public"."locais_estoque"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saldos_estoque" ADD CONSTRAINT "saldos_estoque_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itens_venda" ADD CONSTRAINT "itens_venda_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itens_venda" ADD CONSTRAINT "itens_venda_venda_id_vendas_id_fk" FOREIGN KEY ("venda_id") REFERENCES "public"."vendas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itens_venda" ADD CONSTRAINT "itens_venda_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas" ADD CONSTRAINT "vendas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas" ADD CONSTRAINT "vendas_filial_id_filiais_id_fk" FOREIGN KEY ("filial_id") REFERENCES "public"."filiais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas" ADD CONSTRAINT "vendas_cliente_id_pessoas_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."pessoas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas" ADD CONSTRAINT "vendas_vendedor_id_vendedores_id_fk" FOREIGN KEY ("vendedor_id") REFERENCES "public"."vendedores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendedores" ADD CONSTRAINT "vendedores_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendedores" ADD CONSTRAINT "vendedores_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categorias_financeiro" ADD CONSTRAINT "categorias_financeiro_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categorias_financeiro" ADD CONSTRAINT "categorias_financeiro_parent_id_categorias_financeiro_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categorias_financeiro"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamentos_financeiros" ADD CONSTRAINT "lancamentos_financeiros_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamentos_financeiros" ADD CONSTRAINT "lancamentos_financeiros_filial_id_filiais_id_fk" FOREIGN KEY ("filial_id") REFERENCES "public"."filiais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamentos_financeiros" ADD CONSTRAINT "lancamentos_financeiros_categoria_id_categorias_financeiro_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categorias_financeiro"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamentos_financeiros" ADD CONSTRAINT "lancamentos_financeiros_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamentos_financeiros" ADD CONSTRAINT "lancamentos_financeiros_venda_id_vendas_id_fk" FOREIGN KEY ("venda_id") REFERENCES "public"."vendas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grupos_pessoas_empresa_idx" ON "grupos_pessoas" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "pessoas_empresa_tipo_nome_idx" ON "pessoas" USING btree ("empresa_id","tipo","nome");--> statement-breakpoint
CREATE INDEX "pessoas_empresa_cpf_cnpj_idx" ON "pessoas" USING btree ("empresa_id","cpf_cnpj");--> statement-breakpoint
CREATE INDEX "categorias_empresa_idx" ON "categorias" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "produtos_empresa_codigo_uq" ON "produtos" USING btree ("empresa_id","codigo");--> statement-breakpoint
CREATE INDEX "produtos_empresa_descricao_idx" ON "produtos" USING btree ("empresa_id","descricao");--> statement-breakpoint
CREATE INDEX "produtos_categoria_idx" ON "produtos" USING btree ("categoria_id");--> statement-breakpoint
CREATE INDEX "movimentacoes_estoque_filial_data_idx" ON "movimentacoes_estoque" USING btree ("empresa_id","filial_id","data_hora");--> statement-breakpoint
CREATE INDEX "movimentacoes_estoque_produto_data_idx" ON "movimentacoes_estoque" USING btree ("produto_id","data_hora");--> statement-breakpoint
CREATE UNIQUE INDEX "saldos_estoque_local_produto_uq" ON "saldos_estoque" USING btree ("local_estoque_id","produto_id");--> statement-breakpoint
CREATE INDEX "saldos_estoque_filial_produto_idx" ON "saldos_estoque" USING btree ("empresa_id","filial_id","produto_id");--> statement-breakpoint
CREATE INDEX "itens_venda_venda_idx" ON "itens_venda" USING btree ("venda_id");--> statement-breakpoint
CREATE INDEX "itens_venda_produto_idx" ON "itens_venda" USING btree ("produto_id");--> statement-breakpoint
CREATE INDEX "vendas_filial_data_idx" ON "vendas" USING btree ("empresa_id","filial_id","data_hora");--> statement-breakpoint
CREATE INDEX "vendas_cliente_idx" ON "vendas" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "vendas_vendedor_data_idx" ON "vendas" USING btree ("vendedor_id","data_hora");--> statement-breakpoint
CREATE INDEX "vendedores_empresa_idx" ON "vendedores" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "categorias_financeiro_empresa_idx" ON "categorias_financeiro" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "lancamentos_financeiros_filial_vencimento_idx" ON "lancamentos_financeiros" USING btree ("empresa_id","filial_id","tipo","status","vencimento");--> statement-breakpoint
CREATE INDEX "lancamentos_financeiros_pessoa_idx" ON "lancamentos_financeiros" USING btree ("pessoa_id");