import { Button, Card, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { MESSAGES } from '@erp/domain';

const B = MESSAGES.admin.empresaBusca;

export interface PickedEmpresaCardProps {
  /** What was picked: the company, or the branch and its company. */
  picked: ReactNode;
  /** The dangerous action's button ('Excluir filial'); red, it opens the confirmation. */
  action: string;
  onChange(): void;
  onAction(): void;
}

/** The company (or branch) a dangerous tool will act on, with a way back to the search and the action's button. */
export function PickedEmpresaCard({ picked, action, onChange, onAction }: PickedEmpresaCardProps) {
  return (
    <Card withBorder>
      <Group justify="space-between">
        <Text>{picked}</Text>
        <Group>
          <Button variant="default" onClick={onChange}>
            {B.trocar}
          </Button>
          <Button color="red" onClick={onAction}>
            {action}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
