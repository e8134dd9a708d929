import { memo, useState } from 'react';
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@erp/domain';
import { hasSeenNotice, rememberNotice } from './noticeMemory';

const NOTICE = MESSAGES.notice;
const COUNT = NOTICE.items.length;

/** The notice set the product currently announces (boleto features); a new set gets a new id. */
export const CURRENT_NOTICE_ID = 'boletos';

export interface WhatsNewWizardProps {
  /** Which notice set this is; each id is shown once per browser. */
  noticeId?: string;
}

/** "Temos novidades para voce": a cyclic carousel of the notices, shown until finished once (spec 001 §2). */
export const WhatsNewWizard = memo(function WhatsNewWizard({
  noticeId = CURRENT_NOTICE_ID,
}: WhatsNewWizardProps) {
  const [opened, setOpened] = useState(() => !hasSeenNotice(noticeId));
  const [step, setStep] = useState(0);
  const notice = NOTICE.items[step] ?? NOTICE.items[0];

  const finish = () => {
    rememberNotice(noticeId);
    setOpened(false);
  };

  return (
    <Modal opened={opened} onClose={finish} title={NOTICE.title} centered size="lg">
      <Stack gap="md">
        <Stack gap="xs" mih={120} aria-live="polite">
          <Title order={4}>{notice.titulo}</Title>
          {notice.texto ? <Text>{notice.texto}</Text> : null}
          <Text size="xs" c="dimmed">
            {step + 1} / {COUNT}
          </Text>
        </Stack>
        <Group justify="space-between">
          <Button variant="default" onClick={() => setStep((s) => (s - 1 + COUNT) % COUNT)}>
            {NOTICE.previous}
          </Button>
          <Group gap="xs">
            <Button variant="light" onClick={() => setStep((s) => (s + 1) % COUNT)}>
              {NOTICE.next}
            </Button>
            <Button onClick={finish}>{NOTICE.finish}</Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
});
