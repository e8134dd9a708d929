import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { MESSAGES, type TokenDeployCriado } from '@erp/domain';

const T = MESSAGES.admin.tokensDeploy;

/**
 * The one time a deploy token is shown: the API keeps only its digest, so closing this dialog is the last chance to
 * copy it into the team's pipeline secrets.
 */
export function CreatedTokenModal({ created, onClose }: { created: TokenDeployCriado; onClose(): void }) {
  return (
    <Modal opened onClose={onClose} title={T.criadoTitle} centered size="lg">
      <Stack>
        <Alert color="yellow">{T.criadoAviso}</Alert>
        <Text size="sm">
          {created.nome} · {created.container}
        </Text>
        <Code block aria-label={T.criadoTitle} style={{ wordBreak: 'break-all' }}>
          {created.token}
        </Code>
        <Group justify="flex-end">
          <CopyButton value={created.token}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? T.copiado : T.copiar}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{T.fechar}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
