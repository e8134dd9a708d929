import fs from 'node:fs';
import { dropTestDatabase, PG_TEMPLATE_ENV, testPostgresUrl } from './postgresTestDatabase';
import { EMPTY_CLUSTER_ENV, TEMPLATE_ENV } from './testDatabase';

export default async function globalTeardown(): Promise<void> {
  for (const file of [process.env[TEMPLATE_ENV], process.env[EMPTY_CLUSTER_ENV]])
    if (file) fs.rmSync(file, { force: true });
  const postgresUrl = testPostgresUrl();
  const template = process.env[PG_TEMPLATE_ENV];
  if (postgresUrl && template) await dropTestDatabase(postgresUrl, template);
}
