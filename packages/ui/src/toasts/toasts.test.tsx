import { act, screen } from '@testing-library/react';
import { renderWithErp, resetToasts } from '../test/renderWithErp';
import { toasts } from './toasts';

beforeEach(() => {
  jest.useFakeTimers();
  renderWithErp();
});
afterEach(() => {
  act(() => resetToasts());
  jest.useRealTimers();
});

/** Advances time and lets React render what the timers changed. */
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function expectVisibleFor(text: string, ms: number) {
  expect(screen.getByText(text)).toBeInTheDocument();
  advance(ms - 1);
  expect(screen.getByText(text)).toBeInTheDocument();
  advance(1);
  advance(500); // the hide transition
  expect(screen.queryByText(text)).not.toBeInTheDocument();
}

describe('toasts', () => {
  it('standard toasts last 4 s', () => {
    act(() => void toasts.info('Cliente salvo.'));
    expectVisibleFor('Cliente salvo.', 4000);
  });

  it('success toasts last 5 s', () => {
    act(() => void toasts.success('Senha alterada.'));
    expectVisibleFor('Senha alterada.', 5000);
  });

  it('warning toasts last 5 s', () => {
    act(() => void toasts.warning('Verifique os campos.'));
    expectVisibleFor('Verifique os campos.', 5000);
  });

  it('report toasts last 60 s and can be updated in place', () => {
    let id = '';
    act(() => {
      id = toasts.report('Gerando relatório de vendas...', { loading: true });
    });
    act(() => void toasts.report('Relatório de vendas pronto.', { id, color: 'green' }));
    expect(screen.queryByText('Gerando relatório de vendas...')).not.toBeInTheDocument();
    expectVisibleFor('Relatório de vendas pronto.', 60_000);
  });

  it('error toasts stay until closed and at most two show', async () => {
    act(() => {
      toasts.error('Erro ao gerar Vendas PDF');
      toasts.error('Erro ao gerar Vendas XLSX');
      toasts.error('Erro ao gerar Estoque PDF');
    });
    advance(10 * 60_000);
    expect(screen.getByText('Erro ao gerar Vendas PDF')).toBeInTheDocument();
    expect(screen.getByText('Erro ao gerar Vendas XLSX')).toBeInTheDocument();
    expect(screen.queryByText('Erro ao gerar Estoque PDF')).not.toBeInTheDocument();

    const toast = screen.getByText('Erro ao gerar Vendas PDF').closest('[role="alert"]');
    const close = toast?.querySelector('button');
    act(() => close?.click());
    advance(500);
    expect(screen.queryByText('Erro ao gerar Vendas PDF')).not.toBeInTheDocument();
    expect(screen.getByText('Erro ao gerar Estoque PDF')).toBeInTheDocument();
  });

  it('hide closes a toast of either service', () => {
    let info = '';
    let error = '';
    act(() => {
      info = toasts.info('Aviso');
      error = toasts.error('Falha');
    });
    act(() => {
      toasts.hide(info);
      toasts.hide(error);
    });
    advance(500);
    expect(screen.queryByText('Aviso')).not.toBeInTheDocument();
    expect(screen.queryByText('Falha')).not.toBeInTheDocument();
  });
});
