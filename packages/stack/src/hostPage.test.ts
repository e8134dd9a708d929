import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@erp/server';
import { hostPageHead, stampHostDist, stampHostPage } from './hostPage';
import { hostPageContentSecurityPolicy } from './securityHeaders';

const BUILT = [
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8" /><title>ERP</title>',
  '<link rel="preload" as="script" href="startup-0.abc.js">',
  '<script defer src="main.123.js"></script></head><body><div id="root"></div></body></html>',
].join('');

/** The page's policy as the browser reads it back from the attribute. */
function metaPolicy(html: string): string | null {
  const match = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html);
  return match
    ? match[1]!.replace(/&#39;|&quot;|&amp;/g, (e) => ({ '&#39;': "'", '&quot;': '"', '&amp;': '&' })[e]!)
    : null;
}

const preconnects = (html: string) =>
  [...html.matchAll(/<link rel="preconnect" href="([^"]+)"/g)].map((m) => m[1]);

describe('the host page stamped for a deployment', () => {
  const defaults = loadConfig({ NODE_ENV: 'test' });

  it('carries the policy in a <meta> before every script and stylesheet', () => {
    const html = stampHostPage(BUILT, hostPageHead(defaults, {}));
    expect(metaPolicy(html)).toBe(hostPageContentSecurityPolicy(defaults, {}));
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<link rel="preload"'));
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
    expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf('Content-Security-Policy'));
  });

  it("preconnects to the API, and to the remotes' origin only when they share one (a CDN)", () => {
    expect(preconnects(hostPageHead(defaults, {}))).toEqual(['http://localhost:3000']);
    const cdn = loadConfig({
      NODE_ENV: 'production',
      REMOTES_PUBLIC_BASE: 'https://cdn.example.com/erp/remotes',
      PUBLIC_API_URL: 'https://api.example.com/api/',
    });
    const head = hostPageHead(cdn, {});
    expect(preconnects(head)).toEqual(['https://api.example.com', 'https://cdn.example.com']);
    expect(metaPolicy(head)).toMatch(/script-src 'self' https:\/\/cdn\.example\.com\/erp\/remotes\/auth\/ /);
    expect(metaPolicy(head)).not.toMatch(/localhost/);
  });

  it("names the deployment's API list, so one build serves any deployment", () => {
    const apiList = (html: string) => /<meta name="erp-api-list" content="([^"]+)"/.exec(html)?.[1];
    expect(apiList(hostPageHead(defaults, {}))).toBe('http://localhost:3000/api-list.json');
    const behindProxy = loadConfig({ PUBLIC_API_URL: 'https://erp.example.com/servicos/api/' });
    expect(apiList(hostPageHead(behindProxy, {}))).toBe('https://erp.example.com/servicos/api-list.json');
    expect(apiList(hostPageHead(defaults, { API_LIST_URL: 'https://lista.example.com/apis.json' }))).toBe(
      'https://lista.example.com/apis.json',
    );
  });

  it('replaces an earlier stamp instead of adding a second one (one build, stamped per deployment)', () => {
    const first = stampHostPage(BUILT, hostPageHead(defaults, {}));
    const cdn = loadConfig({ REMOTES_PUBLIC_BASE: 'https://cdn.example.com/r' });
    const second = stampHostPage(first, hostPageHead(cdn, {}));
    expect(second.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(metaPolicy(second)).toContain('https://cdn.example.com/r/reports/');
    expect(stampHostPage(second, hostPageHead(defaults, {}))).toBe(first);
  });

  it('refuses a page it cannot place the policy in safely', () => {
    expect(() => stampHostPage('<html><head><script src="x.js"></script>', 'x')).toThrow(/meta charset/);
  });

  it('rewrites the built index.html only when the configuration changed, dropping stale compressed copies', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-dist-'));
    try {
      fs.writeFileSync(path.join(dir, 'index.html'), BUILT);
      fs.writeFileSync(path.join(dir, 'index.html.br'), 'old');
      expect(stampHostDist(dir, defaults, {})).toBe(true);
      expect(fs.existsSync(path.join(dir, 'index.html.br'))).toBe(false);
      expect(metaPolicy(fs.readFileSync(path.join(dir, 'index.html'), 'utf8'))).not.toBeNull();
      expect(stampHostDist(dir, defaults, {})).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
