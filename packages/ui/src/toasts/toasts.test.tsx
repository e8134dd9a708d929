import { act, fireEvent, screen } from '@testing-library/react';
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

  it('pauses while the pointer is over it, but not forever: twice its duration at most', () => {
    act(() => void toasts.warning('Não é possível favoritar esta página'));
    const toast = screen.getByText('Não é possível favoritar esta página').closest('[role="alert"]');
    act(() => void fireEvent.mouseEnter(toast as Element));
    advance(5000 + 500);
    // Paused: still there after its 5 s.
    expect(screen.getByText('Não é possível favoritar esta página')).toBeInTheDocument();
    advance(5000 - 500 - 1);
    expect(screen.getByText('Não é possível favoritar esta página')).toBeInTheDocument();
    advance(1);
    advance(500);
    expect(screen.queryByText('Não é possível favoritar esta página')).not.toBeInTheDocument();
  });

  it('a report toast updated in place gets a new hard end from the update', () => {
    let id = '';
    act(() => {
      id = toasts.report('Gerando Vendas PDF...', { loading: true });
    });
    const toast = screen.getByText('Gerando Vendas PDF...').closest('[role="alert"]');
    act(() => void fireEvent.mouseEnter(toast as Element));
    advance(100_000);
    act(() => void toasts.report('Vendas PDF gerado.', { id, color: 'green' }));
    // The first show's hard end (120 s) passes; the update's own (100 + 120 s) has not come yet.
    advance(110_000);
    expect(screen.getByText('Vendas PDF gerado.')).toBeInTheDocument();
    advance(10_000);
    advance(1000); // the hide transition
    expect(screen.queryByText('Vendas PDF gerado.')).not.toBeInTheDocument();
  });
});
