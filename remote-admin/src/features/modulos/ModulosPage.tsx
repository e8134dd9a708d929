import { Button, Group, Loader } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { MESSAGES, type Modulo } from '@erp/domain';
import { useBusyAction } from '@erp/forms';
import { dialogs, LoadFailed, toasts, useLoad } from '@erp/ui';
import { adminApi } from '../../api/adminApi';
import { BrandSelect } from '../../brand/BrandSelect';
import { showAdminError } from '../../actions/showAdminError';
import { useAdminBrand } from '../../brand/useAdminBrand';
import { AdminPage } from '../../layout/AdminPage';
import { menuKeyOptions } from './menuKeyOptions';
import { ModuloList } from './ModuloList';

const T = MESSAGES.admin.modulos;

/** The brand's two module lists: its modules, and the modules its plans sell. */
interface Edits {
  modulos: Modulo[];
  planoModulos: Modulo[];
}
const LISTS: readonly (keyof Edits)[] = ['modulos', 'planoModulos'];

/** `modulo-config`: per brand, which modules are on and which menus each one turns on. */
export function ModulosPage() {
  const brand = useAdminBrand();
  const { idConfig } = brand;
  const config = useLoad(`white-label:${idConfig}`, () => adminApi.whiteLabel(idConfig));
  // The admin's unsaved changes; null shows the brand as the server has it (also after a brand switch or a save).
  const [edits, setEdits] = useState<Edits | null>(null);
  const options = useMemo(menuKeyOptions, []);
  useEffect(() => setEdits(null), [idConfig]);
  const lists: Edits = {
    modulos: edits?.modulos ?? config.data?.modulos ?? [],
    planoModulos: edits?.planoModulos ?? config.data?.planoModulos ?? [],
  };
  const setList = (name: keyof Edits, list: Modulo[]) => setEdits({ ...lists, [name]: list });

  // Ids are unique across both lists: a plan's module and a brand module name the same thing by id.
  const add = async (name: keyof Edits) => {
    const nome = await dialogs.prompt({ title: T.adicionar, label: T.nomeModulo, min: 2, max: 60 });
    if (nome === null) return;
    const id = Math.max(0, ...[...lists.modulos, ...lists.planoModulos].map((m) => m.id)) + 1;
    setList(name, [...lists[name], { id, nome: nome.trim(), ativo: true, menus: [] }]);
  };

  const save = useBusyAction(async () => {
    // Only these two fields travel: the rest of the brand's configuration stays as the server has it.
    config.setData(await adminApi.saveWhiteLabel(idConfig, lists));
    setEdits(null);
    toasts.success(T.salvo);
  }, showAdminError);

  return (
    <AdminPage title={T.title} actions={<BrandSelect brand={brand} />}>
      {config.error !== undefined && (
        <LoadFailed
          title={MESSAGES.admin.whitelabel.loadError}
          error={config.error}
          onRetry={config.reload}
        />
      )}
      {!config.data && config.loading && <Loader role="status" aria-label={MESSAGES.admin.common.loading} />}
      {config.data && (
        <>
          {LISTS.map((name) => (
            <ModuloList
              key={name}
              title={T[name]}
              modulos={lists[name]}
              options={options}
              onChange={(list) => setList(name, list)}
              onAdd={() => void add(name)}
            />
          ))}
          <Group justify="flex-end">
            <Button onClick={() => void save.run()} loading={save.busy}>
              {MESSAGES.admin.common.save}
            </Button>
          </Group>
        </>
      )}
    </AdminPage>
  );
}
