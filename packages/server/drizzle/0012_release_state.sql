CREATE TABLE "remote_ativas" (
	"container" text PRIMARY KEY NOT NULL,
	"versao" text NOT NULL,
	"historico" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_historico" (
	"id" serial PRIMARY KEY NOT NULL,
	"container" text NOT NULL,
	"versao" text NOT NULL,
	"acao" text NOT NULL,
	"anterior" text,
	"por" text NOT NULL,
	"em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_versoes" (
	"container" text NOT NULL,
	"versao" text NOT NULL,
	"publicada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"publicada_por" text NOT NULL,
	CONSTRAINT "remote_versoes_container_versao_pk" PRIMARY KEY("container","versao")
);
--> statement-breakpoint
CREATE TABLE "tokens_deploy" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"container" text NOT NULL,
	"token_hash" text NOT NULL,
	"criado_por" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_uso_em" timestamp with time zone,
	"revogado_em" timestamp with time zone,
	CONSTRAINT "tokens_deploy_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "tokens_deploy" ADD CONSTRAINT "tokens_deploy_criado_por_usuarios_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_historico_container_idx" ON "remote_historico" USING btree ("container","id");