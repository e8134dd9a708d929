import { Anchor, Badge, Button, Card, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import type { Cobranca } from '@erp/domain';
import { CHARGE_STATUS_COLOR, formatBoletoLine, formatBRL, formatDate, MESSAGES } from '@erp/domain';

const T = MESSAGES.charges;

/** The branch's subscription charge: what to pay, until when, how, and where it stands. */
export function CobrancaCard({ cobranca }: { cobranca: Cobranca }) {
  const waiting = cobranca.status === 'aberta' || cobranca.status === 'vencida';
  return (
    <Card withBorder padding="lg" role="region" aria-label={T.title}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            {T.title} — {cobranca.planoNome}
          </Title>
          <Badge color={CHARGE_STATUS_COLOR[cobranca.status]} variant="light">
            {T.status[cobranca.status]}
          </Badge>
        </Group>
        <Group gap="xl">
          <Text>
            {T.amount}: <strong>{formatBRL(cobranca.valor)}</strong>
          </Text>
          <Text>
            {T.dueDate}: <strong>{formatDate(cobranca.vencimento)}</strong>
          </Text>
        </Group>
        {waiting && cobranca.linhaDigitavel ? (
          <Group gap="xs" wrap="wrap">
            <Text size="sm">{T.line}:</Text>
            <Text size="sm" ff="monospace" aria-label={T.line}>
              {formatBoletoLine(cobranca.linhaDigitavel)}
            </Text>
            <CopyButton value={cobranca.linhaDigitavel}>
              {({ copied, copy }) => (
                <Button size="compact-xs" variant="light" onClick={copy}>
                  {copied ? T.copied : T.copyLine}
                </Button>
              )}
            </CopyButton>
          </Group>
        ) : null}
        {waiting && cobranca.linkPagamento ? (
          <Anchor href={cobranca.linkPagamento} target="_blank" rel="noopener noreferrer">
            {T.link}
          </Anchor>
        ) : null}
        <Text size="sm" c="dimmed">
          {waiting ? T.openHint : cobranca.status === 'paga' ? T.paidHint : null}
        </Text>
      </Stack>
    </Card>
  );
}
