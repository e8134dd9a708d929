import fs from 'node:fs';
import { TEMPLATE_ENV } from './testDatabase';

export default function globalTeardown(): void {
  const file = process.env[TEMPLATE_ENV];
  if (file) fs.rmSync(file, { force: true });
}
