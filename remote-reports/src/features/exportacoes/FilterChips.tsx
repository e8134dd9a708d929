import { Badge, CloseButton, Group } from '@mantine/core';
import type { ColumnFilterState } from './relatoriosQuery';
import { filterChipLabel } from './exportacoesColumns';
import { REPORTS_TEXTS } from '../../reportsTexts';

export interface FilterChipsProps {
  filters: readonly ColumnFilterState[];
  onRemove(id: string): void;
}

const isEmpty = (value: unknown): boolean =>
  value == null || value === '' || (Array.isArray(value) && value.every((v) => v == null || v === ''));

/** The active column filters as removable chips (spec 001 §2). */
export function FilterChips({ filters, onRemove }: FilterChipsProps) {
  const active = filters.filter((f) => !isEmpty(f.value));
  if (active.length === 0) return null;
  return (
    <Group gap={6} aria-label="Filtros ativos" role="list">
      {active.map((filter) => {
        const label = filterChipLabel(filter.id, filter.value);
        return (
          <Badge
            key={filter.id}
            role="listitem"
            variant="light"
            tt="none"
            rightSection={
              <CloseButton
                size="xs"
                aria-label={REPORTS_TEXTS.removeFilter(label)}
                onClick={() => onRemove(filter.id)}
              />
            }
          >
            {label}
          </Badge>
        );
      })}
    </Group>
  );
}
