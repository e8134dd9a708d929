import { MESSAGES } from './messages';

describe('administration screen texts', () => {
  it("words the client-view bar as issue 19 asks, with the company's name", () => {
    expect(MESSAGES.admin.clientView.bar('Acme Comércio')).toBe(
      'Visão do cliente: Acme Comércio — somente leitura',
    );
    expect(MESSAGES.admin.clientView.back).toBe('Voltar ao painel');
  });

  it('counts in the singular and the plural', () => {
    expect(MESSAGES.admin.notificacoes.sent(0)).toBe('Nenhum usuário recebeu a notificação.');
    expect(MESSAGES.admin.notificacoes.sent(1)).toBe('Notificação enviada a 1 usuário.');
    expect(MESSAGES.admin.notificacoes.sent(8)).toBe('Notificação enviada a 8 usuários.');
    expect(MESSAGES.admin.usuarios.total(1)).toBe('1 usuário');
    expect(MESSAGES.admin.dashboard.cadastrosTotal(14)).toBe('14 cadastros');
  });

  it('keeps the screen texts and the tools texts side by side under MESSAGES.admin', () => {
    expect(MESSAGES.admin.whitelabel.tokenConfigured).toBe('Token configurado');
    expect(MESSAGES.admin.common.saving).toBe(MESSAGES.login.loading);
    expect(MESSAGES.admin.releases.title).toBe('Versões dos remotes');
  });
});
