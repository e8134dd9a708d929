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

/** The choices of a filter on an id field, as the server offers them in the user's scope (the branch's depósitos). */
function useServerChoices(list: ShellListDefinition['name'], filter: ListFilter): FilterChoice[] {
  const field = filter.kind === 'options' ? filter.field : null;
  const loaded = useLoad(`opcoes:${list}:${field ?? ''}`, async (signal) =>
    field
      ? (await listApi.choices(list, field, signal)).map((choice) => ({
          value: String(choice.id),
          label: choice.nome,
        }))
      : [],
  );
  return loaded.data ?? [];
}

function FilterSelect({
  list,
  filter,
  state,
}: {
  list: ShellListDefinition['name'];
  filter: ListFilter;
  state: ListPageState;
}) {
  const sourced = useServerChoices(list, filter);
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
      searchable={filter.kind === 'options' || data.length > 8}
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
        <FilterSelect key={filter.id} list={definition.name} filter={filter} state={state} />
      ))}
    </Group>
  );
}
