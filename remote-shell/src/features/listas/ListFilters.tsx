import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { memo, useMemo } from 'react';
import { MESSAGES } from '@erp/domain';
import { useLoad } from '@erp/ui';
import { listApi } from './listApi';
import type { FilterChoice, ListFilter, ShellListDefinition } from './listDefinition';
import { monthChoices } from './listQuery';
import { useDropdownOnIntent } from './useDropdownOnIntent';

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

interface FilterSelectProps {
  list: ShellListDefinition['name'];
  filter: ListFilter;
  value: string | null;
  onChange(id: string, value: string | null): void;
}

// Memoised: a select redraws when its own value or choices change, not with every page the grid receives.
const FilterSelect = memo(function FilterSelect({ list, filter, value, onChange }: FilterSelectProps) {
  const sourced = useServerChoices(list, filter);
  const months = useMemo(() => monthChoices(new Date()), []);
  const dropdown = useDropdownOnIntent();
  const data = filter.kind === 'choice' ? filter.choices : filter.kind === 'month' ? months : sourced;
  return (
    <Select
      label={filter.label}
      placeholder={TEXTS.all}
      data={data.map((choice) => ({ ...choice }))}
      value={value}
      onChange={(chosen) => onChange(filter.id, chosen)}
      clearable
      searchable={filter.kind === 'options' || data.length > 8}
      w={200}
      {...dropdown}
    />
  );
});

export interface ListFiltersProps {
  definition: ShellListDefinition;
  search: string;
  onSearch(text: string): void;
  filters: Readonly<Record<string, string | null>>;
  onFilter(id: string, value: string | null): void;
}

/** The search box and the list's filters, above its grid (memoised: a new page of rows does not redraw them). */
export const ListFilters = memo(function ListFilters({
  definition,
  search,
  onSearch,
  filters,
  onFilter,
}: ListFiltersProps) {
  return (
    <Group align="flex-end" gap="sm">
      <TextInput
        label={TEXTS.search}
        placeholder={definition.searchPlaceholder}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        w={320}
        type="search"
      />
      {definition.filters.map((filter) => (
        <FilterSelect
          key={filter.id}
          list={definition.name}
          filter={filter}
          value={filters[filter.id] ?? null}
          onChange={onFilter}
        />
      ))}
    </Group>
  );
});
