import { containersFor } from './containersFor';

describe('containersFor', () => {
  it('takes a folder to every container built from it', () => {
    expect(containersFor(['remote-signup']).map((c) => c.name)).toEqual(['signup', 'signup_acme']);
    expect(containersFor(['remote-reports']).map((c) => c.name)).toEqual(['reports']);
  });

  it('takes a container name, alone or after its folder', () => {
    expect(containersFor(['signup_acme']).map((c) => c.name)).toEqual(['signup_acme']);
    expect(containersFor(['remote-signup', 'signup_acme']).map((c) => c.name)).toEqual(['signup_acme']);
  });

  it('explains an unknown or missing remote in Portuguese', () => {
    expect(() => containersFor(['remote-nada'])).toThrow(/Remote desconhecido: remote-nada/);
    expect(() => containersFor([])).toThrow(/Informe o remote/);
  });
});
