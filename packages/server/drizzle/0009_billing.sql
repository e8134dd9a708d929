CREATE TABLE "cobranca_eventos" (
	"provedor" text NOT NULL,
	"evento_id" text NOT NULL,
	"id_provedor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cobranca_eventos_provedor_evento_id_pk" PRIMARY KEY("provedor","evento_id")
);
--> statement-breakpoint
CREATE TABLE "cobrancas" (
	"id" serial PRIMARY KEY NOT NULL,
	"provedor" text NOT NULL,
	"id_provedor" text NOT NULL,
	"empresa_id" integer NOT NULL,
	"filial_id" integer NOT NULL,
	"plano_id" integer NOT NULL,
	"acao" text NOT NULL,
	"valor" numeric(12, 2) NOT NULL,
	"vencimento" date NOT NULL,
	"estado" text DEFAULT 'aberta' NOT NULL,
	"linha_digitavel" text,
	"link_pagamento" text,
	"paga_em" timestamp with time zone,
	"baixa" text,
	"criada_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cobrancas" ADD CONSTRAINT "cobrancas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD CONSTRAINT "cobrancas_filial_id_filiais_id_fk" FOREIGN KEY ("filial_id") REFERENCES "public"."filiais"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD CONSTRAINT "cobrancas_plano_id_planos_id_fk" FOREIGN KEY ("plano_id") REFERENCES "public"."planos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD CONSTRAINT "cobrancas_criada_por_usuarios_id_fk" FOREIGN KEY ("criada_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cobrancas_provedor_id_uq" ON "cobrancas" USING btree ("provedor","id_provedor");--> statement-breakpoint
CREATE UNIQUE INDEX "cobrancas_filial_aberta_uq" ON "cobrancas" USING btree ("filial_id") WHERE "cobrancas"."estado" = 'aberta';--> statement-breakpoint
CREATE INDEX "cobrancas_filial_idx" ON "cobrancas" USING btree ("filial_id","created_at");--> statement-breakpoint
CREATE INDEX "cobrancas_empresa_idx" ON "cobrancas" USING btree ("empresa_id");