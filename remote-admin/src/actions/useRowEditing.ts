import { useCallback, useRef, useState } from 'react';
import { toasts } from '@erp/ui';
import { confirmAndRun } from './confirmAndRun';

/** What a catalogue's page says when a row is saved or deleted. */
export interface RowEditingTexts {
  salvo: string;
  excluirTitle: string;
  excluirConfirm(nome: string): string;
  excluido: string;
}

/** How a catalogue's rows are written, and how its page reads them again. */
export interface RowEditingOptions<Row extends { nome: string }, Input> {
  create(input: Input): Promise<unknown>;
  update(row: Row, input: Input): Promise<unknown>;
  remove(row: Row): Promise<unknown>;
  reload(): void | Promise<unknown>;
  texts: RowEditingTexts;
}

/**
 * The form modal and the delete of an admin catalogue (banks, plans): `editing` is undefined while the modal is
 * closed, null for a new row and the row being edited otherwise. A save closes the modal, says so and reloads; a
 * delete asks first and reloads once it is done.
 */
export function useRowEditing<Row extends { nome: string }, Input>(options: RowEditingOptions<Row, Input>) {
  const { create, update, reload, texts } = options;
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const save = async (input: Input) => {
    if (editing) await update(editing, input);
    else await create(input);
    setEditing(undefined);
    toasts.success(texts.salvo);
    await reload();
  };
  // Stable across renders, so that a grid's memoised columns keep it; it reads the latest options when called.
  const latest = useRef(options);
  latest.current = options;
  const confirmRemove = useCallback((row: Row) => {
    const { remove: removeRow, reload: reloadRows, texts: said } = latest.current;
    void confirmAndRun({
      title: said.excluirTitle,
      message: said.excluirConfirm(row.nome),
      run: () => removeRow(row),
      done: said.excluido,
    }).then(async (outcome) => {
      if (outcome === 'done') await reloadRows();
    });
  }, []);
  const close = useCallback(() => setEditing(undefined), []);
  return { editing, edit: setEditing, close, save, confirmRemove };
}
