import { memo, useState } from 'react';
import { ActionIcon, Indicator, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { MESSAGES, type Alerta } from '@erp/domain';
import { HEADER_TEXTS } from '../headerTexts';
import { AlertDetailsModal } from './AlertDetailsModal';
import { AlertItem } from './AlertItem';
import { useAlerts } from './useAlerts';

/** The bell with the unread count and the alerts dropdown; opening it marks the alerts as read. */
export const AlertsMenu = memo(function AlertsMenu() {
  const { alertas, naoLidos, markAllRead, remove } = useAlerts();
  const [opened, setOpened] = useState(false);
  const [details, setDetails] = useState<Alerta | null>(null);

  const toggle = () => {
    if (!opened) markAllRead();
    setOpened(!opened);
  };
  const open = (alerta: Alerta) => {
    if (!alerta.link) return;
    setOpened(false);
    setDetails(alerta);
  };

  return (
    <>
      {/* The popover's target is the button itself, which then gets the popover's aria-expanded and aria-controls
          (on the badge's wrapper they landed on a div, where they mean nothing to a screen reader). */}
      <Indicator
        label={naoLidos}
        size={16}
        disabled={naoLidos === 0}
        color="red"
        offset={4}
        data-testid="alertas-nao-lidos"
      >
        <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} shadow="md">
          <Popover.Target>
            <ActionIcon variant="subtle" size="lg" aria-label={HEADER_TEXTS.alerts} onClick={toggle}>
              <IconBell size={20} />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown aria-label={HEADER_TEXTS.alerts} role="dialog">
            {alertas.length === 0 ? (
              <Text size="sm" c="dimmed" ta="center" py="sm">
                {MESSAGES.empty.alerts}
              </Text>
            ) : (
              <ScrollArea.Autosize mah={360}>
                <Stack gap={0}>
                  {alertas.map((alerta) => (
                    <AlertItem
                      key={alerta.id}
                      alerta={alerta}
                      onOpen={open}
                      onDelete={(a) => void remove(a)}
                    />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            )}
          </Popover.Dropdown>
        </Popover>
      </Indicator>
      <AlertDetailsModal alerta={details} onClose={() => setDetails(null)} />
    </>
  );
});
