import { Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { RemoveButton } from '@erp/ui';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { formatDate, type Alerta, type AlertaTipo } from '@erp/domain';
import { HEADER_TEXTS } from '../headerTexts';

const LOOK: Record<AlertaTipo, { color: string; Icon: typeof IconInfoCircle }> = {
  info: { color: 'blue', Icon: IconInfoCircle },
  success: { color: 'green', Icon: IconCircleCheck },
  warning: { color: 'yellow', Icon: IconAlertTriangle },
};

export interface AlertItemProps {
  alerta: Alerta;
  /** Opens the alert (its details when it has a link). */
  onOpen(alerta: Alerta): void;
  onDelete(alerta: Alerta): void;
}

/** One alert of the dropdown: kind, text, date (dd/MM/yyyy) and, when allowed, a delete button. */
export function AlertItem({ alerta, onOpen, onDelete }: AlertItemProps) {
  const { color, Icon } = LOOK[alerta.tipo];
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" py={6} data-testid="alerta">
      <ThemeIcon color={color} variant="light" size="md" radius="xl">
        <Icon size={16} />
      </ThemeIcon>
      <UnstyledButton style={{ flex: 1 }} onClick={() => onOpen(alerta)}>
        <Stack gap={2}>
          <Text size="sm" fw={alerta.lido ? 400 : 600}>
            {alerta.texto}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDate(alerta.data)}
          </Text>
        </Stack>
      </UnstyledButton>
      {alerta.permiteExcluir ? (
        <RemoveButton label={HEADER_TEXTS.deleteAlert} onClick={() => onDelete(alerta)} />
      ) : null}
    </Group>
  );
}
