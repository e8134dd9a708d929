import { Box, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { EXPORTED_REPORTS_MAX_HEIGHT, MESSAGES, formatDateTime, type ExposedModuleProps } from '@erp/domain';
import { RelatorioActions } from '../exportacoes/RelatorioActions';
import { RelatorioStatusBadge } from '../exportacoes/RelatorioStatusBadge';
import { confirmAndRemoveRelatorio } from '../exportacoes/removeRelatorio';
import { useRelatoriosRecentes } from './useRelatoriosRecentes';
import { EmptyState } from '@erp/ui';

/**
 * The modal 'Relatorios exportados ( count )' (spec 001 §2): the newest reports in a 390 px list, with Atualizar.
 * Exposed to the shell's header, which owns the button and whether it is open.
 */
export function RelatoriosExportadosModal({
  opened,
  onClose,
}: ExposedModuleProps['reports']['RelatoriosExportados']) {
  const { rows, count, loading, reload } = useRelatoriosRecentes(opened);
  return (
    <Modal opened={opened} onClose={onClose} title={MESSAGES.reports.modalTitle(count)} size="lg">
      <Stack gap="sm">
        <Group justify="flex-end">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconRefresh size={16} />}
            loading={loading}
            onClick={reload}
          >
            {MESSAGES.reports.refresh}
          </Button>
        </Group>
        <Box
          style={{ maxHeight: EXPORTED_REPORTS_MAX_HEIGHT, overflowY: 'auto' }}
          data-testid="relatorios-exportados-lista"
        >
          {rows.length === 0 && !loading ? (
            <EmptyState />
          ) : (
            <Stack gap={0} role="list">
              {rows.map((r) => (
                <Group key={r.id} role="listitem" justify="space-between" wrap="nowrap" py={6}>
                  <Stack gap={0}>
                    <Text size="sm" fw={500}>
                      {r.descricao} ({r.tipo.toUpperCase()})
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(r.dataInclusao)}
                    </Text>
                  </Stack>
                  <Group gap="xs" wrap="nowrap">
                    <RelatorioStatusBadge status={r.status} />
                    <RelatorioActions
                      relatorio={r}
                      onRemove={(row) => void confirmAndRemoveRelatorio(row, reload)}
                    />
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
        </Box>
      </Stack>
    </Modal>
  );
}
