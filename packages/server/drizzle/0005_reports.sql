CREATE TABLE "relatorios" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"filial_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"relatorio" text NOT NULL,
	"tipo" text NOT NULL,
	"descricao" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"filtros" jsonb NOT NULL,
	"arquivo" text,
	"erro" text,
	"data_inclusao" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"locked_by" text,
	"lease_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "produtos" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Existing products were last changed when they were created, as far as anyone knows.
UPDATE "produtos" SET "updated_at" = "created_at";--> statement-breakpoint
ALTER TABLE "relatorios" ADD CONSTRAINT "relatorios_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relatorios" ADD CONSTRAINT "relatorios_filial_id_filiais_id_fk" FOREIGN KEY ("filial_id") REFERENCES "public"."filiais"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relatorios" ADD CONSTRAINT "relatorios_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "relatorios_empresa_data_idx" ON "relatorios" USING btree ("empresa_id","data_inclusao");--> statement-breakpoint
CREATE INDEX "relatorios_usuario_data_idx" ON "relatorios" USING btree ("usuario_id","data_inclusao");--> statement-breakpoint
CREATE INDEX "relatorios_fila_idx" ON "relatorios" USING btree ("id") WHERE "relatorios"."status" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "relatorios_processando_uq" ON "relatorios" USING btree ("usuario_id","relatorio","tipo") WHERE "relatorios"."status" = 0;--> statement-breakpoint
CREATE INDEX "relatorios_data_idx" ON "relatorios" USING btree ("data_inclusao");--> statement-breakpoint
CREATE INDEX "produtos_empresa_updated_idx" ON "produtos" USING btree ("empresa_id","updated_at");