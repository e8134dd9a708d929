import { useNavigate } from 'react-router-dom';
import { Button, Group, Modal, Text } from '@mantine/core';
import { formatDate, MESSAGES, type Alerta } from '@erp/domain';
import { HEADER_TEXTS } from '../headerTexts';

const isExternal = (link: string): boolean => /^https?:\/\//i.test(link);

export interface AlertDetailsModalProps {
  alerta: Alerta | null;
  onClose(): void;
}

/** An alert that carries a link: its text with 'Ver detalhes' (follows the link) and 'Fechar' (spec 001 §9). */
export function AlertDetailsModal({ alerta, onClose }: AlertDetailsModalProps) {
  const navigate = useNavigate();
  const details = () => {
    const link = alerta?.link;
    onClose();
    if (!link) return;
    if (isExternal(link)) window.open(link, '_blank', 'noopener');
    else navigate(link.startsWith('/') ? link : `/${link}`);
  };
  return (
    <Modal opened={alerta !== null} onClose={onClose} title={HEADER_TEXTS.alerts} centered>
      <Text>{alerta?.texto}</Text>
      <Text size="xs" c="dimmed" mt={4}>
        {alerta ? formatDate(alerta.data) : ''}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {MESSAGES.dialogs.close}
        </Button>
        <Button onClick={details}>{MESSAGES.dialogs.details}</Button>
      </Group>
    </Modal>
  );
}
