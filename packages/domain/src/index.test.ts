import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as domain from './index';

describe('@erp/domain public face', () => {
  it('exports the rules other packages build on', () => {
    for (const name of [
      'isValidCpfCnpj',
      'maskCpfCnpj',
      'maskPhone',
      'formatBRL',
      'parseBRL',
      'formatDateTime',
      'formatDayTitle',
      'hasPermission',
      'subscriptionState',
      'readErrorMessage',
      'validateEmail',
      'MESSAGES',
      'JobStatus',
      'STATES',
      'PermissionLevel',
      'THEMES',
      'SYSTEM_ID',
      'CACHE_TTL_MS',
      'DEFAULT_REGIME',
    ]) {
      expect(domain).toHaveProperty(name);
    }
  });

  it('has no undefined export', () => {
    for (const [name, value] of Object.entries(domain)) expect([name, value]).not.toEqual([name, undefined]);
  });

  it('imports no React, Mantine or zustand', () => {
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir)) {
        const path = join(dir, entry);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry)) files.push(path);
      }
    };
    walk(__dirname);
    for (const file of files) {
      expect([file, readFileSync(file, 'utf8')]).not.toEqual([
        file,
        expect.stringMatching(/from '(react|react-dom|zustand|@mantine\/[^']+)'/),
      ]);
    }
  });
});
