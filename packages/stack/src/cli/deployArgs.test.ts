import { parseDeployArgs } from './deployArgs';

describe('parseDeployArgs', () => {
  it('means the local deployment without --api', () => {
    const args = parseDeployArgs(['remote-reports'], {});
    expect(args).toMatchObject({ remote: null, activate: false, force: false });
    expect(args.containers.map((c) => c.name)).toEqual(['reports']);
    expect(parseDeployArgs(['remote-signup', 'signup_acme', '--force'], {})).toMatchObject({ force: true });
  });

  it("takes an API's origin whatever the user typed, and the token from --token or ERP_DEPLOY_TOKEN", () => {
    expect(
      parseDeployArgs(
        ['remote-reports', '--api', 'https://api.example/api/', '--token', 't1', '--activate'],
        {},
      ),
    ).toMatchObject({ remote: { api: 'https://api.example', token: 't1' }, activate: true });
    expect(
      parseDeployArgs(['remote-reports', '--api', 'http://localhost:3000'], { ERP_DEPLOY_TOKEN: 't2' })
        .remote,
    ).toEqual({ api: 'http://localhost:3000', token: 't2' });
  });

  it('refuses an API without a token, a token without an API, an unknown flag or address', () => {
    expect(() => parseDeployArgs(['remote-reports', '--api', 'https://api.example'], {})).toThrow(
      'Informe o token de deploy com --token <token> ou a variável ERP_DEPLOY_TOKEN.',
    );
    expect(() => parseDeployArgs(['remote-reports', '--token', 't'], {})).toThrow(
      '--token só vale com --api <url>.',
    );
    expect(() => parseDeployArgs(['remote-reports', '--ativar'], {})).toThrow();
    expect(() => parseDeployArgs(['remote-reports', '--api', 'ftp://x', '--token', 't'], {})).toThrow(
      'Endereço da API inválido: ftp://x (use http:// ou https://).',
    );
  });

  it('publishes a folder built before (--from) for one container at a time', () => {
    expect(parseDeployArgs(['remote-reports', '--from', 'remote-reports/dist'], {})).toMatchObject({
      from: 'remote-reports/dist',
    });
    expect(parseDeployArgs(['remote-reports'], {})).toMatchObject({ from: null });
    expect(parseDeployArgs(['remote-signup', 'signup_acme', '--from', 'dist'], {}).containers).toHaveLength(
      1,
    );
    expect(() => parseDeployArgs(['remote-signup', '--from', 'dist'], {})).toThrow(
      '--from publica a build de um container: informe qual (signup ou signup_acme).',
    );
  });
});
