import { SimpleGrid, Stack } from '@mantine/core';
import { useSession } from '@erp/session';
import { EmptyState, LoadFailed, Loading } from '@erp/ui';
import { planAction } from './planAction';
import { PLANOS_TEXTS as T } from './planosTexts';
import { CobrancaCard } from './CobrancaCard';
import { PlanoCard } from './PlanoCard';
import { useCobranca } from './useCobranca';
import { useChoosePlan } from './useChoosePlan';
import { usePlanos } from './usePlanos';
import { PageHeading } from '../../layout/PageHeading';

/** Subscription signing (spec 000 §2 `planos`): the brand's plans with the action that fits the selected branch. */
export function PlanosPage() {
  const idConfig = useSession((s) => s.config?.idConfig ?? null);
  const filial = useSession((s) => s.user?.filialSelecionadaObj ?? null);
  const planos = usePlanos(idConfig);
  const list = planos.loading || planos.error ? undefined : planos.data;
  const { cobranca, issued } = useCobranca(filial?.id ?? null);
  const { choose, busyId } = useChoosePlan(issued);
  return (
    <Stack gap="md">
      <PageHeading title={T.title} subtitle={T.intro} />
      {cobranca ? <CobrancaCard cobranca={cobranca} /> : null}
      {planos.loading ? <Loading label={T.loading} /> : null}
      {planos.error ? <LoadFailed title={T.loadError} error={planos.error} onRetry={planos.reload} /> : null}
      {list?.length === 0 ? <EmptyState /> : null}
      {list && filial ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {list.map((plano) => (
            <PlanoCard
              key={plano.id}
              plano={plano}
              action={planAction(filial)}
              current={filial.planoId === plano.id}
              busy={busyId === plano.id}
              onChoose={(p, action) => void choose(p, action)}
            />
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
