import { Drawer, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ListRow } from '@erp/api-client';
import { MESSAGES } from '@erp/domain';
import { formatCell } from './cellFormat';
import type { ShellListDefinition } from './listDefinition';

export interface RowDetailsProps {
  definition: ShellListDefinition;
  row: ListRow | null;
  onClose(): void;
}

/** One row's every field, pt-BR formatted, in a drawer beside the list. */
export function RowDetails({ definition, row, onClose }: RowDetailsProps) {
  const titleField = definition.fields.find((f) => f.field === definition.titleField);
  const title = row && titleField ? formatCell(titleField, row[titleField.field]) : MESSAGES.lists.details;
  return (
    <Drawer opened={row !== null} onClose={onClose} position="right" title={title} size="md">
      {row ? (
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs" component="dl">
          {definition.fields.map((field) => (
            <Stack key={field.field} gap={0}>
              <Text component="dt" size="xs" c="dimmed">
                {field.header}
              </Text>
              <Text component="dd" size="sm" m={0}>
                {formatCell(field, row[field.field]) || '—'}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      ) : null}
    </Drawer>
  );
}
