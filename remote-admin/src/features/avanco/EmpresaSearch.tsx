import { Button, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { MESSAGES, type BrandUser } from '@erp/domain';
import { useSubmittedForm } from '@erp/forms';
import { adminApi } from '../../api/adminApi';
import { BrandSelect } from '../../brand/BrandSelect';
import { showAdminError } from '../../actions/showAdminError';
import { useAdminBrand } from '../../brand/useAdminBrand';

const T = MESSAGES.admin.empresaBusca;

/** A company, or one of its branches, found through the brand's users. */
export interface EmpresaFound {
  empresa: { id: number; nome: string };
  filial: { id: number; nome: string } | null;
}

export interface EmpresaSearchProps {
  /** List each branch (excluir-filial) instead of each company. */
  porFilial?: boolean;
  onPick(found: EmpresaFound): void;
}

/** One row per company (or branch) among the users found; the contract has no company search of its own. */
function distinct(users: BrandUser[], porFilial: boolean): EmpresaFound[] {
  const seen = new Map<string, EmpresaFound>();
  for (const u of users) {
    if (porFilial && !u.filial) continue;
    const key = porFilial ? `f${u.filial?.id}` : `e${u.empresa.id}`;
    if (!seen.has(key))
      seen.set(key, {
        empresa: { id: u.empresa.id, nome: u.empresa.nome },
        filial: porFilial && u.filial ? { id: u.filial.id, nome: u.filial.nome } : null,
      });
  }
  return [...seen.values()];
}

/** Finds a company of a brand by its name, a user's name or e-mail (`Usuarios/usuarios-whitelabel`). */
export function EmpresaSearch({ porFilial = false, onPick }: EmpresaSearchProps) {
  const brand = useAdminBrand();
  const [found, setFound] = useState<EmpresaFound[] | null>(null);
  const { form, busy, onSubmit } = useSubmittedForm({
    initialValues: { busca: '' },
    onSubmitError: showAdminError,
  });
  const search = async ({ busca }: { busca: string }) => {
    const users = await adminApi.brandUsers(brand.idConfig, { busca: busca.trim(), skip: 0, limit: 50 });
    setFound(distinct(users, porFilial));
  };
  return (
    <Stack>
      <form onSubmit={onSubmit(search)}>
        <Group align="flex-end">
          <BrandSelect brand={brand} />
          <TextInput
            label={T.buscar}
            placeholder={MESSAGES.admin.usuarios.searchPlaceholder}
            w={320}
            {...form.getInputProps('busca')}
          />
          <Button type="submit" loading={busy}>
            {MESSAGES.admin.usuarios.search}
          </Button>
        </Group>
      </form>
      {found?.length === 0 && <Text c="dimmed">{MESSAGES.empty.list}</Text>}
      {found?.map((f) => (
        <UnstyledButton
          key={f.filial ? `f${f.filial.id}` : `e${f.empresa.id}`}
          onClick={() => onPick(f)}
          p="xs"
          style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}
        >
          <Text size="sm">
            {f.filial ? `${T.filial(f.filial.nome, f.filial.id)} — ` : ''}
            {T.empresa(f.empresa.nome, f.empresa.id)}
          </Text>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
