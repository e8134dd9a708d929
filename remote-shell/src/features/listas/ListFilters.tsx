import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo } from 'react';
import { MESSAGES } from '@erp/domain';
import { useLoad } from '@erp/ui';
import { listApi } from './listApi';
import type { FilterChoice, ListFilter, ShellListDefinition } from './listDefinition';
import { monthChoices } from './listQuery';
import type { ListPageState } from './useListPage';

const TEXTS = MESSAGES.lists;

/** The choices of a filter whose options are another list's rows (the sellers of the company). */
function useSourceChoices(filter: ListFilter): FilterChoice[] {
  const source = filter.kind === 'options' ? filter : null;
  const loaded = useLoad(`opcoes:${source?.source ?? ''}`, async (signal) =>
    source
      ? (await listApi.rows(source.source, { fields: ['id', source.sourceLabel], limit: 500 }, signal)).map(
          (row) => ({ value: String(row.id), label: String(row[source.sourceLabel] ?? row.id) }),
        )
      : [],
  );
  return loaded.data ?? [];
}

function FilterSelect({ filter, state }: { filter: ListFilter; state: ListPageState }) {
  const sourced = useSourceChoices(filter);
  const months = useMemo(() => monthChoices(new Date()), []);
  const data = filter.kind === 'choice' ? filter.choices : filter.kind === 'month' ? months : sourced;
  return (
    <Select
      label={filter.label}
      placeholder={TEXTS.all}
      data={data.map((choice) => ({ ...choice }))}
      value={state.filters[filter.id] ?? null}
      onChange={(value) => state.setFilter(filter.id, value)}
      clearable
      searchable={data.length > 8}
      w={200}
    />
  );
}

/** The search box and the list's filters, above its grid. */
export function ListFilters({
  definition,
  state,
}: {
  definition: ShellListDefinition;
  state: ListPageState;
}) {
  return (
    <Group align="flex-end" gap="sm">
      <TextInput
        label={TEXTS.search}
        placeholder={definition.searchPlaceholder}
        leftSection={<IconSearch size={16} />}
        value={state.search}
        onChange={(event) => state.setSearch(event.currentTarget.value)}
        w={320}
        type="search"
      />
      {definition.filters.map((filter) => (
        <FilterSelect key={filter.id} filter={filter} state={state} />
      ))}
    </Group>
  );
}
