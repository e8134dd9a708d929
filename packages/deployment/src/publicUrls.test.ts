import { cspSourceFor, manifestUrl, publicUrlVariable, remotePublicUrls } from './publicUrls';

describe('remotePublicUrls', () => {
  it("defaults to each container's own port on localhost, as `pnpm start` serves them (CONTRACT ports)", () => {
    expect(remotePublicUrls({})).toEqual({
      auth: 'http://localhost:8081',
      signup: 'http://localhost:8082',
      shell: 'http://localhost:8083',
      reports: 'http://localhost:8084',
      admin: 'http://localhost:8085',
      signup_acme: 'http://localhost:8086',
    });
  });

  it('follows the port variables and REMOTE_PUBLIC_HOST when nothing else is configured', () => {
    const urls = remotePublicUrls({ REPORTS_PORT: '9184', REMOTE_PUBLIC_HOST: 'erp.example.com' });
    expect(urls.reports).toBe('http://erp.example.com:9184');
    expect(urls.auth).toBe('http://erp.example.com:8081');
  });

  it('puts every container under REMOTES_PUBLIC_BASE (a CDN origin and path), each in its own folder', () => {
    const urls = remotePublicUrls({
      NODE_ENV: 'production',
      REMOTES_PUBLIC_BASE: 'https://cdn.example.com/erp/remotes/',
    });
    expect(urls.reports).toBe('https://cdn.example.com/erp/remotes/reports');
    expect(urls.signup_acme).toBe('https://cdn.example.com/erp/remotes/signup_acme');
    expect(manifestUrl(urls.reports!, 'v2026 1')).toBe(
      'https://cdn.example.com/erp/remotes/reports/v2026%201/mf-manifest.json',
    );
  });

  it('lets one container live elsewhere with PUBLIC_URL_<CONTAINER>, over the common base', () => {
    expect(publicUrlVariable({ name: 'signup_acme' })).toBe('PUBLIC_URL_SIGNUP_ACME');
    const urls = remotePublicUrls({
      REMOTES_PUBLIC_BASE: 'https://cdn.example.com/remotes',
      PUBLIC_URL_SIGNUP_ACME: 'https://cadastro.acme.com.br/',
    });
    expect(urls.signup_acme).toBe('https://cadastro.acme.com.br');
    expect(urls.signup).toBe('https://cdn.example.com/remotes/signup');
  });

  it('refuses what is not a public base URL, naming the variable in Portuguese', () => {
    expect(() => remotePublicUrls({ REMOTES_PUBLIC_BASE: 'cdn.example.com' })).toThrow(
      'Variável de ambiente REMOTES_PUBLIC_BASE inválida: "cdn.example.com"',
    );
    expect(() => remotePublicUrls({ PUBLIC_URL_AUTH: 'ftp://cdn.example.com' })).toThrow(
      /PUBLIC_URL_AUTH inválida.*http:\/\/ ou https:\/\//,
    );
    expect(() => remotePublicUrls({ PUBLIC_URL_AUTH: 'https://cdn.example.com/a?v=1' })).toThrow(
      /sem usuário, senha, parâmetros ou fragmento/,
    );
    expect(() => remotePublicUrls({ PUBLIC_URL_AUTH: 'https://u:p@cdn.example.com/a' })).toThrow(
      /PUBLIC_URL_AUTH inválida/,
    );
  });

  it('demands https in production (an https host would block an http remote as mixed content), except on this machine', () => {
    expect(() =>
      remotePublicUrls({ NODE_ENV: 'production', REMOTES_PUBLIC_BASE: 'http://cdn.example.com/r' }),
    ).toThrow(/em produção o endereço público precisa ser https/);
    expect(
      remotePublicUrls({ NODE_ENV: 'production', REMOTES_PUBLIC_BASE: 'http://127.0.0.1:9000/r' }).auth,
    ).toBe('http://127.0.0.1:9000/r/auth');
    expect(remotePublicUrls({ REMOTES_PUBLIC_BASE: 'http://cdn.example.com/r' }).auth).toBe(
      'http://cdn.example.com/r/auth',
    );
  });
});

describe('cspSourceFor', () => {
  it('is the origin for a base on its own origin, the folder (a prefix match) for a CDN path', () => {
    expect(cspSourceFor('http://localhost:8084')).toBe('http://localhost:8084');
    expect(cspSourceFor('https://cdn.example.com/erp/remotes/reports')).toBe(
      'https://cdn.example.com/erp/remotes/reports/',
    );
  });
});
