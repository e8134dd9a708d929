import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { MESSAGES } from '@erp/domain';
import { useBusyAction } from '@erp/forms';
import { showAdminError } from '../../actions/showAdminError';

const T = MESSAGES.admin.perigo;

export interface DangerModalProps {
  title: string;
  /** What will be destroyed, in one sentence. */
  message: string;
  /** The company's name: the button enables only when it is typed exactly. */
  nome: string;
  action: string;
  onConfirm(confirmacao: string): Promise<void>;
  onClose(): void;
}

/** A destructive action confirmed by typing the company's name exactly (issue 19), sent as `confirmacao`. */
export function DangerModal({ title, message, nome, action, onConfirm, onClose }: DangerModalProps) {
  const [typed, setTyped] = useState('');
  const run = useBusyAction(async () => onConfirm(typed), showAdminError);
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack>
        <Alert color="red">
          <Text size="sm">{message}</Text>
          <Text size="sm">{T.irreversivel}</Text>
        </Alert>
        <TextInput
          label={T.confirmacao}
          description={T.digite(nome)}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          autoComplete="off"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {MESSAGES.dialogs.cancel}
          </Button>
          <Button color="red" disabled={typed !== nome} loading={run.busy} onClick={() => void run.run()}>
            {action}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
