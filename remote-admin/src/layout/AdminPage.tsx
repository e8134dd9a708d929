import type { ReactNode } from 'react';
import { Group, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { MESSAGES } from '@erp/domain';
import { PageTitle } from '@erp/ui';

interface AdminPageProps {
  title: string;
  /** A line under the title. */
  subtitle?: string;
  /** Beside the title: the product owner's brand picker, a screen's main button. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of an administration screen: its title (also the tab's, 'ERP - {title}') and its content. */
export function AdminPage({ title, subtitle, actions, children }: AdminPageProps) {
  useDocumentTitle(MESSAGES.pageTitle(title));
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <PageTitle title={title} subtitle={subtitle} />
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
