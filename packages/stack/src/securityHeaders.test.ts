import { loadConfig } from '@erp/server';
import {
  frontendContentSecurityPolicy,
  frontendSecurityHeaders,
  hostPageContentSecurityPolicy,
} from './securityHeaders';

/** The policy as directive → sources. */
function parse(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((d) => {
      const [name = '', ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const defaults = loadConfig({ NODE_ENV: 'test' });

describe('frontendContentSecurityPolicy', () => {
  const csp = parse(frontendContentSecurityPolicy(defaults, {}));

  it("takes scripts only from itself and the registry's remote origins: no inline script, no eval", () => {
    expect(csp['script-src']).toEqual([
      "'self'",
      'http://localhost:8081',
      'http://localhost:8082',
      'http://localhost:8083',
      'http://localhost:8084',
      'http://localhost:8085',
      'http://localhost:8086',
    ]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
  });

  it('talks only to the API (HTTP and socket.io) and the remotes', () => {
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'http://localhost:8084',
        'http://localhost:3000',
        'ws://localhost:3000',
      ]),
    );
    expect(csp['connect-src']).toHaveLength(9);
    expect(csp['connect-src']).not.toContain('https:');
  });

  it('under pnpm dev also lets in the dev servers, their sockets and their eval source maps; never otherwise', () => {
    const dev = parse(
      frontendContentSecurityPolicy(
        defaults,
        {},
        { devServers: ['http://localhost:9083', 'http://127.0.0.1:9083'] },
      ),
    );
    expect(dev['script-src']).toEqual(
      expect.arrayContaining(['http://localhost:9083', 'http://127.0.0.1:9083', "'unsafe-eval'"]),
    );
    expect(dev['connect-src']).toEqual(
      expect.arrayContaining(['ws://localhost:9083', 'ws://127.0.0.1:9083']),
    );
    expect(dev['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['connect-src']).not.toContain('ws://localhost:9083');
  });

  it("under pnpm dev lets in a build on any port of this machine (a developer's own override), never otherwise", () => {
    const dev = parse(frontendContentSecurityPolicy(defaults, {}, { devServers: [] }));
    expect(dev['script-src']).toEqual(expect.arrayContaining(['http://localhost:*', 'http://127.0.0.1:*']));
    expect(dev['connect-src']).toEqual(
      expect.arrayContaining(['http://localhost:*', 'ws://localhost:*', 'ws://127.0.0.1:*']),
    );
    expect(csp['script-src']!.join(' ')).not.toContain(':*');
    expect(csp['connect-src']!.join(' ')).not.toContain(':*');
  });

  it('lets in the preview origins staff may load an area from (REMOTE_PREVIEW_ORIGINS), and nothing more', () => {
    const preview = parse(
      frontendContentSecurityPolicy(
        loadConfig({ NODE_ENV: 'test', REMOTE_PREVIEW_ORIGINS: 'https://preview.equipe.test' }),
        {},
      ),
    );
    expect(preview['script-src']).toEqual([...csp['script-src']!, 'https://preview.equipe.test']);
    expect(preview['connect-src']).toContain('https://preview.equipe.test');
    expect(csp['script-src']).not.toContain('https://preview.equipe.test');
  });

  it('follows the ports, public host and API address the stack is configured with', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      REPORTS_PORT: '9184',
      REMOTE_PUBLIC_HOST: 'erp.example.com',
      PUBLIC_API_URL: 'https://api.example.com/api/',
    });
    const custom = parse(frontendContentSecurityPolicy(config, {}));
    expect(custom['script-src']).toContain('http://erp.example.com:9184');
    expect(custom['script-src']).not.toContain('http://localhost:8084');
    expect(custom['connect-src']).toEqual(
      expect.arrayContaining(['https://api.example.com', 'wss://api.example.com']),
    );
  });

  it('takes code only from the CDN folder of the remotes when they are published there, over https', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      REMOTES_PUBLIC_BASE: 'https://cdn.example.com/erp/remotes',
      PUBLIC_URL_SIGNUP_ACME: 'https://cadastro.acme.com.br',
      PUBLIC_API_URL: 'https://api.example.com/api/',
    });
    const cdn = parse(frontendContentSecurityPolicy(config, {}));
    expect(cdn['script-src']).toEqual([
      "'self'",
      'https://cdn.example.com/erp/remotes/auth/',
      'https://cdn.example.com/erp/remotes/signup/',
      'https://cdn.example.com/erp/remotes/shell/',
      'https://cdn.example.com/erp/remotes/reports/',
      'https://cdn.example.com/erp/remotes/admin/',
      'https://cadastro.acme.com.br',
    ]);
    expect(cdn['connect-src']).toEqual(
      expect.arrayContaining(['https://cdn.example.com/erp/remotes/reports/', 'wss://api.example.com']),
    );
    expect(cdn['script-src']!.join(' ')).not.toMatch(/http:|localhost/);
  });

  it('is framed only by itself, unless FRAME_ANCESTORS names the sites that embed the sign-up', () => {
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    const embedded = parse(
      frontendContentSecurityPolicy(defaults, {
        FRAME_ANCESTORS: 'https://www.revenda.com.br/, https://acme.com',
      }),
    );
    expect(embedded['frame-ancestors']).toEqual(["'self'", 'https://www.revenda.com.br', 'https://acme.com']);
  });

  it("lets a brand's logo and cover come from its own https address", () => {
    expect(csp['img-src']).toEqual(expect.arrayContaining(['http://localhost:3000', 'https:', 'data:']));
    expect(csp['frame-src']).toEqual(["'self'", 'http://localhost:3000', 'https:']);
  });
});

describe('hostPageContentSecurityPolicy', () => {
  it("is the header's policy without frame-ancestors, which a <meta> policy cannot carry", () => {
    const env = { FRAME_ANCESTORS: 'https://www.revenda.com.br' };
    const header = parse(frontendContentSecurityPolicy(defaults, env));
    const meta = parse(hostPageContentSecurityPolicy(defaults, env));
    expect(meta['frame-ancestors']).toBeUndefined();
    const { 'frame-ancestors': framing, ...rest } = header;
    expect(framing).toEqual(["'self'", 'https://www.revenda.com.br']);
    expect(meta).toEqual(rest);
  });
});

describe('frontendSecurityHeaders', () => {
  it('forbids sniffing and sends only the origin to other sites', () => {
    const headers = frontendSecurityHeaders(defaults, {});
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Content-Security-Policy']).toMatch(/^default-src 'self'; script-src /);
  });
});
