import { fileURLToPath } from 'node:url';
import { loadConfig } from './config/config';
import { needsPreparation, prepareDatabase, prepareInChild, PREPARE_FLAG } from './db/prepareDatabase';
import { createServer } from './server';

/** The child's job: create, migrate and seed the embedded database, then exit (see `needsPreparation`). */
async function prepareOnly(): Promise<void> {
  const { created } = await prepareDatabase(loadConfig(process.env));
  if (created.length) console.info(`dados de demonstração criados para as marcas ${created.join(', ')}`);
}

/** Starts the API from the environment: migrate, seed (when asked), listen; Ctrl+C / SIGTERM stop it cleanly. */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  if (needsPreparation(config.database)) {
    console.info('primeira execução: criando o banco de dados embutido…');
    await prepareInChild(fileURLToPath(import.meta.url));
  }
  const server = await createServer(config);
  const log = server.app.log;
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} recebido: encerrando a API…`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'falha ao encerrar a API');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  try {
    await server.migrate();
    // Demo accounts share one known password: only where asked (CONTRACT "Demo data").
    if (config.seedDemo) {
      const { created } = await server.seed();
      if (created.length) log.info(`dados de demonstração criados para as marcas ${created.join(', ')}`);
    }
    const url = await server.listen();
    const where =
      config.database.driver === 'pglite'
        ? `PGlite em ${config.database.dataDir}`
        : 'PostgreSQL (DATABASE_URL)';
    log.info(`API ouvindo em ${url} (banco: ${where}; API_ENDPOINT ${config.publicApiUrl})`);
  } catch (error) {
    await server.close().catch(() => undefined);
    throw error;
  }
}

(process.argv.includes(PREPARE_FLAG) ? prepareOnly() : main()).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
