import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { CLIENT_VIEW_DELAY_MS } from '@erp/domain';
import { HEADER_ROUTES, HEADER_TEXTS } from './headerTexts';

/** In the administrative panel: back to the client's dashboard after the spec's 300 ms delay. */
export function ClientViewButton() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const open = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate(HEADER_ROUTES.dashboard), CLIENT_VIEW_DELAY_MS);
  };
  return (
    <Tooltip label={HEADER_TEXTS.clientView}>
      <ActionIcon variant="subtle" size="lg" aria-label={HEADER_TEXTS.clientView} onClick={open}>
        <IconEye size={20} />
      </ActionIcon>
    </Tooltip>
  );
}
