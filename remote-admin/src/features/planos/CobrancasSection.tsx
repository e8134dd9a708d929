import { Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import type { CobrancaAdmin } from '@erp/domain';
import { formatBRL, MESSAGES } from '@erp/domain';
import { useSession } from '@erp/session';
import { dialogs, LoadFailed, toasts, useLoad } from '@erp/ui';
import { AdminGrid } from '../../grid/AdminGrid';
import { loadedRows } from '../../grid/loadedRows';
import { showAdminError } from '../../actions/showAdminError';
import { cobrancasApi } from './cobrancasApi';
import { cobrancasColumns } from './cobrancasColumns';

const T = MESSAGES.charges;

/** The reason's length the API accepts (routes/admin/charges.ts). */
const REASON = { min: 10, max: 500 } as const;

/**
 * The brand's subscription charges below its plans. Product-owner staff may settle one by hand (a payment received
 * outside the provider), always with a reason, which the audit log keeps; masters only read.
 */
export function CobrancasSection({ idConfig }: { idConfig: number }) {
  const isAvanco = useSession((s) => s.user?.isAvanco === true);
  const cobrancas = useLoad(`cobrancas:${idConfig}`, () => cobrancasApi.list(idConfig));
  const columns = useMemo(() => {
    const settle = async (cobranca: CobrancaAdmin) => {
      const motivo = await dialogs.prompt({
        title: `${T.markPaidTitle}: ${cobranca.empresaNome} (${formatBRL(cobranca.valor)})`,
        label: T.reason,
        ...REASON,
      });
      if (motivo === null) return;
      try {
        await cobrancasApi.settle(cobranca.id, motivo);
        toasts.success(T.markPaidDone);
        await cobrancas.reload();
      } catch (error) {
        showAdminError(error);
      }
    };
    return cobrancasColumns(isAvanco ? (c) => void settle(c) : null);
  }, [isAvanco, cobrancas.reload]);

  return (
    <Stack gap="sm" component="section" aria-label={T.adminTitle}>
      <Title order={2} size="h4">
        {T.adminTitle}
      </Title>
      {cobrancas.error ? (
        <LoadFailed title={T.loadError} error={cobrancas.error} onRetry={cobrancas.reload} />
      ) : (
        <AdminGrid columns={columns} {...loadedRows(cobrancas)} rowId={(c) => c.id} />
      )}
    </Stack>
  );
}
