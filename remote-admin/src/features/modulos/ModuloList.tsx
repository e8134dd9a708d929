import { Button, Card, Group, MultiSelect, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { MESSAGES, type Modulo } from '@erp/domain';
import type { MenuKeyOption } from './menuKeyOptions';

const T = MESSAGES.admin.modulos;

export interface ModuloListProps {
  title: string;
  modulos: Modulo[];
  options: MenuKeyOption[];
  onChange(modulos: Modulo[]): void;
  /** Asks for a new module's name and appends it to this list. */
  onAdd(): void;
}

/** A brand's modules: each one's on/off switch and the menu keys it turns on. */
export function ModuloList({ title, modulos, options, onChange, onAdd }: ModuloListProps) {
  const update = (id: number, change: Partial<Modulo>) =>
    onChange(modulos.map((m) => (m.id === id ? { ...m, ...change } : m)));
  // A key saved earlier that the catalogue no longer has still shows, so saving never drops it silently.
  const withSaved = (m: Modulo) => [
    ...options,
    ...m.menus.filter((k) => !options.some((o) => o.value === k)).map((k) => ({ value: k, label: k })),
  ];
  return (
    <Card withBorder component="section" aria-label={title}>
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Button size="xs" variant="default" leftSection={<IconPlus size={14} />} onClick={onAdd}>
            {T.adicionar}
          </Button>
        </Group>
        {modulos.length === 0 && <Text c="dimmed">{T.semModulos}</Text>}
        {modulos.map((m) => (
          <Group key={m.id} align="flex-start" wrap="nowrap">
            <Switch
              label={m.nome}
              aria-label={T.ativo(m.nome)}
              checked={m.ativo}
              onChange={(event) => update(m.id, { ativo: event.currentTarget.checked })}
              w={220}
              mt={28}
            />
            <MultiSelect
              label={`${T.menus} — ${m.nome}`}
              placeholder={T.menusPlaceholder}
              data={withSaved(m)}
              value={m.menus}
              onChange={(menus) => update(m.id, { menus })}
              searchable
              clearable
              style={{ flex: 1 }}
            />
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
