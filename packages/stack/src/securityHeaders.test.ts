import { loadConfig } from '@erp/server';
import { frontendContentSecurityPolicy, frontendSecurityHeaders } from './securityHeaders';

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

describe('frontendSecurityHeaders', () => {
  it('forbids sniffing and sends only the origin to other sites', () => {
    const headers = frontendSecurityHeaders(defaults, {});
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Content-Security-Policy']).toMatch(/^default-src 'self'; script-src /);
  });
});
