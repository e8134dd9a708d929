import { Table } from '@mantine/core';

/** The header row of a plain table: one cell per column, in order ('' heads a column without a name, as actions). */
export function TableHead({ labels }: { labels: readonly string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {labels.map((label, column) => (
          <Table.Th key={column}>{label}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
