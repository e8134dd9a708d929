import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { ErrorDialogBody, MessageDialog } from './MessageDialog';
import { belongsToScreen } from './screenDialogs';
import { DIALOG_CONFIRM_WAIT_MS, DIALOG_TEXT } from './texts';

let sequence = 0;
const nextId = (): string => `erp-dialog-${(sequence += 1)}`;

/** Resolves once, after the close animation's wait, whatever closed the dialog first. */
function settleOnce<T>(resolve: (value: T) => void): (value: T) => void {
  let settled = false;
  return (value) => {
    if (settled) return;
    settled = true;
    setTimeout(() => resolve(value), DIALOG_CONFIRM_WAIT_MS);
  };
}

function openMessage(title: ReactNode, body: ReactNode): void {
  const modalId = nextId();
  modals.open({
    modalId,
    title,
    centered: true,
    onClose: belongsToScreen(modalId),
    withCloseButton: title !== undefined,
    children: <MessageDialog onClose={() => modals.close(modalId)}>{body}</MessageDialog>,
  });
}

/** Options of a confirmation. */
export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
}

/** Options of a text prompt; min/max are character counts checked on confirm. */
export interface PromptOptions {
  title: string;
  label: string;
  min?: number;
  max?: number;
}

/** The product's modal dialogs (spec 001 §8–9); they need ErpProviders (ModalsProvider) mounted. */
export const dialogs = {
  /** Generic error: 'Atenção!', 'Não foi possível realizar esta ação.' and the detail. */
  error(detail?: string): void {
    openMessage(DIALOG_TEXT.errorTitle, <ErrorDialogBody detail={detail} />);
  },
  /** Only the message, no title. */
  info(message: string): void {
    openMessage(undefined, <Text>{message}</Text>);
  },
  /** A titled warning, e.g. 'Falha ao entrar no sistema'. */
  warning(title: string, message: string): void {
    openMessage(title, <Text>{message}</Text>);
  },
  /** True for Confirmar, false for Cancelar or closing; resolves 200 ms after the choice. */
  confirm({ title, message, confirmLabel, cancelLabel }: ConfirmOptions): Promise<boolean> {
    return new Promise((resolve) => {
      const settle = settleOnce(resolve);
      const modalId = nextId();
      const forget = belongsToScreen(modalId);
      modals.openConfirmModal({
        modalId,
        title,
        centered: true,
        children: typeof message === 'string' ? <Text>{message}</Text> : message,
        labels: { confirm: confirmLabel ?? DIALOG_TEXT.confirm, cancel: cancelLabel ?? DIALOG_TEXT.cancel },
        onConfirm: () => settle(true),
        onCancel: () => settle(false),
        onClose: () => {
          forget();
          settle(false);
        },
      });
    });
  },
  /**
   * The typed text, or null when cancelled; resolves 200 ms after the choice. The form is loaded when first asked
   * for: only administration screens prompt, and the login route would otherwise carry it.
   */
  async prompt({ title, label, min, max }: PromptOptions): Promise<string | null> {
    const { PromptForm } = await import('./PromptForm');
    return new Promise((resolve) => {
      const settle = settleOnce(resolve);
      const modalId = nextId();
      const forget = belongsToScreen(modalId);
      const close = (value: string | null) => {
        settle(value);
        modals.close(modalId);
      };
      modals.open({
        modalId,
        title,
        centered: true,
        onClose: () => {
          forget();
          settle(null);
        },
        children: (
          <PromptForm label={label} min={min} max={max} onConfirm={close} onCancel={() => close(null)} />
        ),
      });
    });
  },
};
