import { useMemo, useState } from 'react';
import type { Plano } from '@erp/api-client';
import { MESSAGES } from '@erp/domain';
import { toasts, useLoad } from '@erp/ui';
import { AddButton } from '../../grid/AddButton';
import { AdminGrid } from '../../grid/AdminGrid';
import { loadedRows } from '../../grid/loadedRows';
import { BrandSelect } from '../../brand/BrandSelect';
import { confirmAndRun } from '../../actions/confirmAndRun';
import { useAdminBrand } from '../../brand/useAdminBrand';
import { AdminPage } from '../../layout/AdminPage';
import { planoInput, type PlanoFormValues } from './planoForm';
import { CobrancasSection } from './CobrancasSection';
import { PlanoFormModal } from './PlanoFormModal';
import { planosApi } from './planosApi';
import { planosColumns } from './planosColumns';

const T = MESSAGES.admin.planos;

/** `plano-config`: the brand's plans, created, edited and deleted here, and the charges issued for them. */
export function PlanosPage() {
  const brand = useAdminBrand();
  const { idConfig } = brand;
  const planos = useLoad(`planos:${idConfig}`, () => planosApi.list(idConfig));
  const modules = useLoad(`modulos:${idConfig}`, () => planosApi.brandModules(idConfig));
  // undefined: closed; null: a new plan; a plan: editing it.
  const [editing, setEditing] = useState<Plano | null | undefined>(undefined);

  const save = async (values: PlanoFormValues) => {
    const body = planoInput(values, idConfig);
    if (editing) await planosApi.update(editing.id, body);
    else await planosApi.create(body);
    setEditing(undefined);
    toasts.success(T.salvo);
    await planos.reload();
  };
  const columns = useMemo(
    () =>
      planosColumns(setEditing, (plano) => {
        void confirmAndRun({
          title: T.excluirTitle,
          message: T.excluirConfirm(plano.nome),
          run: () => planosApi.remove(plano.id),
          done: T.excluido,
        }).then(async (outcome) => {
          if (outcome === 'done') await planos.reload();
        });
      }),
    [planos.reload],
  );

  return (
    <AdminPage title={T.title} actions={<BrandSelect brand={brand} />}>
      <AdminGrid
        columns={columns}
        {...loadedRows(planos)}
        rowId={(p) => String(p.id)}
        toolbar={<AddButton onClick={() => setEditing(null)}>{T.novo}</AddButton>}
      />
      {editing !== undefined && (
        <PlanoFormModal
          plano={editing ?? undefined}
          modules={modules.data ?? []}
          onSave={save}
          onClose={() => setEditing(undefined)}
        />
      )}
      <CobrancasSection idConfig={idConfig} />
    </AdminPage>
  );
}
