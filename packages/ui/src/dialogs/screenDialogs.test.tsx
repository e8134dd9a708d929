import { act, screen, waitFor } from '@testing-library/react';
import { renderWithErp } from '../test/renderWithErp';
import { dialogs } from './dialogs';
import { closeDialogsAwayFrom } from './screenDialogs';

const openOn = (hash: string, open: () => void) => {
  window.history.replaceState(null, '', hash);
  act(open);
};

describe('closeDialogsAwayFrom', () => {
  beforeEach(() => renderWithErp());

  it('closes a message opened on another screen, and keeps one opened on the new screen', async () => {
    openOn('#/auth/recuperar-senha', () => dialogs.info('Mensagem da recuperação'));
    expect(await screen.findByText('Mensagem da recuperação')).toBeInTheDocument();
    act(() => closeDialogsAwayFrom('/auth/login'));
    await waitFor(() => expect(screen.queryByText('Mensagem da recuperação')).not.toBeInTheDocument());

    openOn('#/auth/login', () => dialogs.info('Mensagem do login'));
    act(() => closeDialogsAwayFrom('/auth/login'));
    expect(await screen.findByText('Mensagem do login')).toBeInTheDocument();
  });

  it('answers a confirmation left by its screen with "no"', async () => {
    let answer: Promise<boolean> = Promise.resolve(true);
    openOn('#/pages/relatorios/exportacoes?x=1', () => {
      answer = dialogs.confirm({ title: 'Excluir relatório', message: 'Deseja excluir?' });
    });
    expect(await screen.findByText('Deseja excluir?')).toBeInTheDocument();
    // The query is not a screen of its own.
    act(() => closeDialogsAwayFrom('/pages/relatorios/exportacoes'));
    expect(screen.getByText('Deseja excluir?')).toBeInTheDocument();
    act(() => closeDialogsAwayFrom('/pages/dashboard'));
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByText('Deseja excluir?')).not.toBeInTheDocument());
  });
});
