import { Badge, Button, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { maskCpfCnpj } from '@erp/domain';
import { useSession } from '@erp/session';
import { toasts } from '@erp/ui';
import { HEADER_TEXTS } from '../headerTexts';
import { useBranchSwitch } from './useBranchSwitch';

export interface BranchSwitchModalProps {
  opened: boolean;
  onClose(): void;
}

/** "Trocar filial": the user's branches; choosing one switches the whole area to it. */
export function BranchSwitchModal({ opened, onClose }: BranchSwitchModalProps) {
  const current = useSession((s) => s.user?.filialSelecionada ?? null);
  const { filiais, switchingTo, select } = useBranchSwitch(opened);

  const choose = async (filialId: number, label: string) => {
    if (filialId === current) {
      onClose();
      return;
    }
    if (await select(filialId)) {
      toasts.success(HEADER_TEXTS.branchSwitched(label));
      onClose();
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={HEADER_TEXTS.switchBranch} centered>
      <Text size="sm" c="dimmed" mb="sm">
        {HEADER_TEXTS.chooseBranch}
      </Text>
      {filiais === null ? (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      ) : (
        <Stack gap="xs">
          {filiais.map((filial) => {
            const label = filial.apelido || filial.nome;
            return (
              <Button
                key={filial.id}
                variant={filial.id === current ? 'light' : 'default'}
                justify="space-between"
                h="auto"
                py="xs"
                loading={switchingTo === filial.id}
                disabled={switchingTo !== null && switchingTo !== filial.id}
                onClick={() => void choose(filial.id, label)}
                rightSection={
                  filial.id === current ? <Badge size="xs">{HEADER_TEXTS.currentBranch}</Badge> : null
                }
              >
                <Stack gap={0} align="flex-start">
                  <Text size="sm" fw={500}>
                    {label}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {filial.nome} · {maskCpfCnpj(filial.cpfCnpj)}
                  </Text>
                </Stack>
              </Button>
            );
          })}
        </Stack>
      )}
    </Modal>
  );
}
