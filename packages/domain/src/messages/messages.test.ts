import { MESSAGES } from './messages';

// Every expectation is copied from the spec documents; a changed accent or space must fail here.
describe('MESSAGES', () => {
  it('has the generic field messages of spec 001 §5, with {n} filled in', () => {
    const v = MESSAGES.validation;
    expect(v.required).toBe('Campo Obrigatório!');
    expect(v.email).toBe('E-mail inválido!');
    expect(v.minLength(6)).toBe('Mínimo 6 caracteres!');
    expect(v.maxLength(50)).toBe('Máximo 50 caracteres!');
    expect(v.match).toBe('Os valores não conferem!');
    expect(v.minValue(1)).toBe('Valor mínimo: 1');
    expect(v.maxValue('10,00')).toBe('Valor máximo: 10,00');
    expect(v.format).toBe('Formato inválido!');
    expect(v.invalid).toBe('Campo inválido!');
    expect(v.document).toBe('Documento inválido.');
    expect(v.promptMinLength(3)).toBe('Informe no mínimo 3 caracteres!');
    expect(v.promptMaxLength(200)).toBe('Informe no máximo 200 caracteres!');
    expect(MESSAGES.fieldErrors).toEqual({
      documentoInvalido: 'Documento inválido.',
      matchOther: 'Os valores não conferem!',
    });
  });

  it('has the sign-in, recovery and reset texts of spec 000', () => {
    expect(MESSAGES.login).toMatchObject({
      submit: 'Entrar',
      loading: 'Carregando...',
      forgotPassword: 'ESQUECI MINHA SENHA',
      signUp: 'Cadastre-se',
      failureTitle: 'Falha ao entrar no sistema',
      invalidCredentials: 'Dados inválidos, verifique e-mail/senha e tente novamente.',
    });
    expect(MESSAGES.recovery).toMatchObject({
      submit: 'Recuperar Senha',
      cancel: 'Cancelar',
      required: 'Campo obrigatório!',
      invalidEmail: 'E-mail inválido.',
      notFound: 'E-mail não encontrado para recuperação de senha!',
      sent: 'Instruções para recuperar a senha foram enviadas para o e-mail',
    });
    expect(MESSAGES.reset).toMatchObject({
      newPassword: 'Nova Senha',
      confirmPassword: 'Confirmar Senha',
      confirm: 'Confirmar',
      cancel: 'Cancelar',
      linkUsedTitle: 'Atenção!',
      success: 'Sua senha foi alterada com sucesso',
    });
    expect(MESSAGES.reset.linkUsed).toBe(
      'Não foi possível recuperar a sua senha pois o link de recuperação já foi utilizado. Solicite novamente a recuperação de sua senha.',
    );
  });

  it('has the sign-up texts and the first-failure warnings', () => {
    expect(MESSAGES.signup.haveLogin).toBe('Já tenho login');
    expect(MESSAGES.signup.highlightDefault).toBe('GRATUITAMENTE');
    expect(MESSAGES.signup.invalidReferral).toBe(
      'URL de indicação está inválida, seu cadastro não será categorizado como indicação!',
    );
    expect(MESSAGES.signup.termsRequired).toBe(
      'Você precisa aceitar os termos de uso e política de privacidade!',
    );
    expect(MESSAGES.signup.firstFailure).toEqual({
      email: 'O E-mail é obrigatório!',
      emailconfirmar: 'Confirme o E-mail!',
      nome: 'Informe o nome!',
      empresa: 'O nome da empresa é obrigatório!',
      estado: 'O Estado é obrigatório!',
      telefone: 'O telefone é obrigatório!',
      cidade: 'Informe a cidade!',
      seguimento: 'Informe o seguimento!',
      cargo: 'Informe o cargo!',
    });
  });

  it("keeps the what's-new texts without accents, as the spec writes them", () => {
    expect(MESSAGES.notice).toMatchObject({
      title: 'Temos novidades para voce',
      previous: 'Anterior',
      next: 'Proximo',
      finish: 'Finalizar',
    });
    expect(MESSAGES.notice.items).toHaveLength(3);
    expect(MESSAGES.notice.items[1].texto).toBe('');
  });

  it('has the error, dialog and empty-state texts of spec 001', () => {
    expect(MESSAGES.errors.title).toBe('Atenção!');
    expect(MESSAGES.errors.generic).toBe('Não foi possível realizar esta ação.');
    expect(MESSAGES.errors.duplicate).toBe('Registro duplicado, verifique os dados e tente novamente');
    expect(MESSAGES.dialogs).toEqual({
      confirm: 'Confirmar',
      cancel: 'Cancelar',
      details: 'Ver detalhes',
      close: 'Fechar',
      // The one retry of a load that failed (LoadFailed, @erp/ui), every area's.
      retry: 'Tentar novamente',
    });
    expect(MESSAGES.empty).toEqual({
      list: 'Ops, nada encontrado por aqui.',
      alerts: 'Sem notificações por enquanto.',
    });
  });

  it('has the report texts, with the modal title spaced as the spec writes it', () => {
    const r = MESSAGES.reports;
    expect(r.modalTitle(3)).toBe('Relatorios exportados ( 3 )');
    expect(r.columns).toEqual({
      relatorio: 'Relatório',
      formato: 'Formato',
      status: 'Status',
      data: 'Data',
      acoes: 'Ações',
    });
    expect(r.refresh).toBe('Atualizar');
    expect(r.alreadyProcessing).toBe('Relatório já está sendo processado');
    expect(r.alreadyProcessingInline).toBe('o relatório já está sendo processado.');
    expect(r.failed('Vendas', 'xlsx')).toBe('Erro ao gerar Vendas XLSX');
    expect(r.popupBlocked).toBe(
      'Habilite as janelas pop-up no navegador para concluir a impressão do relatório.',
    );
    expect(r.pdfFileName).toBe('relatorio-listagem.pdf');
    expect(r.pdfFileNameOn('2026-05-10')).toBe('relatorio-listagem-2026-05-10.pdf');
    expect(r.status).toEqual({ 0: 'Processando', 1: 'Finalizado', 2: 'Erro' });
  });

  it('has the favourite messages', () => {
    expect(MESSAGES.favorites.notAllowed).toBe('Não é possível favoritar esta página');
    expect(MESSAGES.favorites.limit(10)).toBe('Limite de 10 favoritos');
    expect(MESSAGES.favorites.cannotRemove('Dashboard')).toBe(
      "O menu 'Dashboard' não pode ser removido dos favoritos",
    );
    expect(MESSAGES.favorites.failed).toBe('Não foi possível realizar esta ação.');
  });

  it("writes the page title as 'ERP - {title}'", () => {
    expect(MESSAGES.pageTitle('Vendas')).toBe('ERP - Vendas');
  });
});

describe('texts the API sends and the host shows', () => {
  it('words the refused reset links, first access and password change', () => {
    expect(MESSAGES.reset.linkExpired).toBe(
      'O link de recuperação de senha expirou. Solicite novamente a recuperação de sua senha.',
    );
    expect(MESSAGES.reset.mismatch).toBe('A confirmação de senha não confere com a nova senha.');
    expect(MESSAGES.firstAccess.used).toMatch(/^Este convite de primeiro acesso já foi utilizado\./);
    expect(MESSAGES.passwordChange.wrongPassword).toBe('A senha atual informada está incorreta.');
  });

  it('fills the brand, name and validity into the recovery e-mail', () => {
    const m = MESSAGES.recoveryEmail;
    expect(m.subject('Acme')).toBe('Acme - Recuperação de senha');
    expect(m.greeting('Ana')).toBe('Olá, Ana!');
    expect(m.validity(60)).toBe('O link vale por 60 minutos e só pode ser usado uma vez.');
  });
});
