import { Alert, Button, FileInput, Group, Stack, Table, TextInput } from '@mantine/core';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { useState } from 'react';
import { formatDate, MESSAGES, type IbptImportResult, type IbptItem } from '@erp/domain';
import { useSubmittedForm } from '@erp/forms';
import { LoadFailed, toasts, useLoad } from '@erp/ui';
import { AdminGrid } from '../../grid/AdminGrid';
import { showAdminError } from '../../actions/showAdminError';
import { AdminPage } from '../../layout/AdminPage';
import { avancoApi, type IbptTipo } from './avancoApi';
import { TableHead } from '../../grid/TableHead';

const T = MESSAGES.admin.ibpt;
const C = T.columns;
const rate = (value: number) => `${value.toLocaleString('pt-BR', { minimumFractionDigits: 2 })}%`;

const columns: MRT_ColumnDef<IbptItem>[] = [
  { id: 'codigo', accessorKey: 'codigo', header: C.codigo, size: 110 },
  { id: 'ex', accessorKey: 'ex', header: C.ex, size: 60 },
  { id: 'descricao', accessorKey: 'descricao', header: C.descricao, size: 320 },
  { id: 'nacionalFederal', header: C.nacionalFederal, Cell: ({ row }) => rate(row.original.nacionalFederal) },
  {
    id: 'importadosFederal',
    header: C.importadosFederal,
    Cell: ({ row }) => rate(row.original.importadosFederal),
  },
  { id: 'estadual', header: C.estadual, Cell: ({ row }) => rate(row.original.estadual) },
  { id: 'municipal', header: C.municipal, Cell: ({ row }) => rate(row.original.municipal) },
  {
    id: 'vigencia',
    header: C.vigencia,
    Cell: ({ row }) => `${formatDate(row.original.vigenciaInicio)} – ${formatDate(row.original.vigenciaFim)}`,
  },
];

/** What an import did: how many lines went in or were skipped, and the refused lines with their reason. */
function ImportSummary({ result }: { result: IbptImportResult }) {
  return (
    <Alert
      color={result.erros.length > 0 ? 'yellow' : 'green'}
      title={T.resumo(result.importados, result.ignorados)}
    >
      {result.erros.length > 0 && (
        <Table withTableBorder>
          <Table.Caption>{T.erros}</Table.Caption>
          <TableHead labels={[T.linha, T.mensagem]} />
          <Table.Tbody>
            {result.erros.map((e) => (
              <Table.Tr key={e.linha}>
                <Table.Td>{e.linha}</Table.Td>
                <Table.Td>{e.mensagem}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Alert>
  );
}

/** `importacao-ibpt-ncm` / `-cest` (product owner): upload the IBPT CSV, see what went in, search the rows. */
export function IbptImportPage({ tipo }: { tipo: IbptTipo }) {
  const [result, setResult] = useState<IbptImportResult | null>(null);
  const [busca, setBusca] = useState('');
  const [query, setQuery] = useState('');
  const rows = useLoad(`ibpt:${tipo}:${query}`, () => avancoApi.ibpt(tipo, query));
  const upload = useSubmittedForm<{ arquivo: File | null }>({
    initialValues: { arquivo: null },
    validate: { arquivo: (file) => (file ? null : T.arquivoObrigatorio) },
    onSubmitError: showAdminError,
  });
  const importar = async ({ arquivo }: { arquivo: File | null }) => {
    if (!arquivo) return;
    setResult(await avancoApi.importarIbpt(tipo, arquivo));
    toasts.success(T.importado);
    await rows.reload();
  };
  return (
    <AdminPage title={T.title(tipo)}>
      <form onSubmit={upload.onSubmit(importar)} noValidate>
        <Group align="flex-end">
          <FileInput
            label={T.arquivo}
            accept=".csv,text/csv"
            clearable
            w={360}
            {...upload.form.getInputProps('arquivo')}
          />
          <Button type="submit" loading={upload.busy}>
            {T.importar}
          </Button>
        </Group>
      </form>
      {result && <ImportSummary result={result} />}
      <Stack gap="xs">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setQuery(busca.trim());
          }}
        >
          <Group align="flex-end">
            <TextInput
              label={T.busca}
              value={busca}
              onChange={(e) => setBusca(e.currentTarget.value)}
              w={320}
            />
            <Button type="submit" variant="default">
              {MESSAGES.admin.usuarios.search}
            </Button>
          </Group>
        </form>
        {rows.error ? (
          <LoadFailed title={MESSAGES.errors.generic} error={rows.error} onRetry={rows.reload} />
        ) : null}
        <AdminGrid
          columns={columns}
          data={rows.data ?? []}
          loading={rows.loading}
          rowId={(r) => `${r.codigo}-${r.ex}`}
        />
      </Stack>
    </AdminPage>
  );
}
