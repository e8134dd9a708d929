import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSession } from '@erp/session';
import { EmptyState } from '@erp/ui';
import { planAction } from './planAction';
import { PLANOS_TEXTS as T } from './planosTexts';
import { CobrancaCard } from './CobrancaCard';
import { PlanoCard } from './PlanoCard';
import { useCobranca } from './useCobranca';
import { useChoosePlan } from './useChoosePlan';
import { usePlanos } from './usePlanos';

/** Subscription signing (spec 000 §2 `planos`): the brand's plans with the action that fits the selected branch. */
export function PlanosPage() {
  const idConfig = useSession((s) => s.config?.idConfig ?? null);
  const filial = useSession((s) => s.user?.filialSelecionadaObj ?? null);
  const planos = usePlanos(idConfig);
  const { cobranca, issued } = useCobranca(filial?.id ?? null);
  const { choose, busyId } = useChoosePlan(issued);
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {T.title}
        </Title>
        <Text c="dimmed">{T.intro}</Text>
      </div>
      {cobranca ? <CobrancaCard cobranca={cobranca} /> : null}
      {planos.status === 'loading' ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{T.loading}</Text>
        </Group>
      ) : null}
      {planos.status === 'error' ? (
        <Alert color="red">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{planos.message}</Text>
            <Button size="xs" variant="light" onClick={planos.reload}>
              {T.retry}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {planos.status === 'ready' && planos.planos.length === 0 ? <EmptyState /> : null}
      {planos.status === 'ready' && filial ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {planos.planos.map((plano) => (
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
