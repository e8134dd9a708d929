import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { Plano } from '@erp/api-client';
import type { PlanAction } from './planAction';
import { PLANOS_TEXTS as T } from './planosTexts';

interface PlanoCardProps {
  plano: Plano;
  action: PlanAction;
  /** The plan the branch is on: migrating to it would change nothing. */
  current: boolean;
  busy: boolean;
  onChoose(plano: Plano, action: PlanAction): void;
}

/** One plan: name, price, description, the modules it shows and the action for the branch. */
export function PlanoCard({ plano, action, current, busy, onChoose }: PlanoCardProps) {
  const modulos = plano.modulos.filter((modulo) => modulo.visivel);
  return (
    <Card withBorder padding="lg" role="article" aria-label={plano.nome}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h3">
            {plano.nome}
          </Title>
          {current ? <Badge variant="light">{T.currentPlan}</Badge> : null}
        </Group>
        <Text fz="xl" fw={700}>
          {T.perMonth(plano.valorMensal)}
        </Text>
        {plano.descricao ? <Text c="dimmed">{plano.descricao}</Text> : null}
        {modulos.length > 0 ? (
          <List size="sm" spacing={4}>
            {modulos.map((modulo) => (
              <List.Item key={modulo.id}>{modulo.nome}</List.Item>
            ))}
          </List>
        ) : null}
        <Button
          mt="auto"
          loading={busy}
          disabled={current && action === 'migrar'}
          onClick={() => onChoose(plano, action)}
        >
          {T.action[action]}
        </Button>
      </Stack>
    </Card>
  );
}
