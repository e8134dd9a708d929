import { useMemo } from 'react';
import type { Plano } from '@erp/api-client';
import { MESSAGES } from '@erp/domain';
import { useLoad } from '@erp/ui';
import { AddButton } from '../../grid/AddButton';
import { AdminGrid } from '../../grid/AdminGrid';
import { loadedRows } from '../../grid/loadedRows';
import { BrandSelect } from '../../brand/BrandSelect';
import { useRowEditing } from '../../actions/useRowEditing';
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
  const { editing, edit, close, save, confirmRemove } = useRowEditing<Plano, PlanoFormValues>({
    create: (values) => planosApi.create(planoInput(values, idConfig)),
    update: (plano, values) => planosApi.update(plano.id, planoInput(values, idConfig)),
    remove: (plano) => planosApi.remove(plano.id),
    reload: planos.reload,
    texts: T,
  });
  const columns = useMemo(() => planosColumns(edit, confirmRemove), [edit, confirmRemove]);

  return (
    <AdminPage title={T.title} actions={<BrandSelect brand={brand} />}>
      <AdminGrid
        columns={columns}
        {...loadedRows(planos)}
        rowId={(p) => String(p.id)}
        toolbar={<AddButton onClick={() => edit(null)}>{T.novo}</AddButton>}
      />
      {editing !== undefined && (
        <PlanoFormModal
          plano={editing ?? undefined}
          modules={modules.data ?? []}
          onSave={save}
          onClose={close}
        />
      )}
      <CobrancasSection idConfig={idConfig} />
    </AdminPage>
  );
}
