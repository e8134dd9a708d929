CREATE TABLE "remote_canaries" (
	"brand_id" integer NOT NULL,
	"container" text NOT NULL,
	"versao" text NOT NULL,
	"percentual" smallint NOT NULL,
	"carregamentos" integer DEFAULT 0 NOT NULL,
	"erros" integer DEFAULT 0 NOT NULL,
	"iniciado_por" integer NOT NULL,
	"iniciado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_canaries_brand_id_container_pk" PRIMARY KEY("brand_id","container")
);
--> statement-breakpoint
CREATE TABLE "remote_eventos" (
	"brand_id" integer NOT NULL,
	"container" text NOT NULL,
	"versao" text NOT NULL,
	"carregamentos" integer DEFAULT 0 NOT NULL,
	"erros" integer DEFAULT 0 NOT NULL,
	"ultimo_erro" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_eventos_brand_id_container_versao_pk" PRIMARY KEY("brand_id","container","versao")
);
--> statement-breakpoint
CREATE TABLE "remote_versoes_marca" (
	"brand_id" integer NOT NULL,
	"container" text NOT NULL,
	"versao" text NOT NULL,
	"historico" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_versoes_marca_brand_id_container_pk" PRIMARY KEY("brand_id","container")
);
--> statement-breakpoint
ALTER TABLE "remote_canaries" ADD CONSTRAINT "remote_canaries_brand_id_white_label_configs_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."white_label_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_canaries" ADD CONSTRAINT "remote_canaries_iniciado_por_usuarios_id_fk" FOREIGN KEY ("iniciado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_eventos" ADD CONSTRAINT "remote_eventos_brand_id_white_label_configs_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."white_label_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_versoes_marca" ADD CONSTRAINT "remote_versoes_marca_brand_id_white_label_configs_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."white_label_configs"("id") ON DELETE cascade ON UPDATE no action;