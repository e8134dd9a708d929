import type { FormEventHandler, ReactNode } from 'react';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';

export interface AccountSectionProps {
  /** The section's heading, which also names the form for screen readers. */
  title: string;
  /** The submit button's text. */
  submitLabel: string;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** One form of "Minha conta" (data, password): a titled panel whose submit button waits while it is sent. */
export function AccountSection({ title, submitLabel, busy, onSubmit, children }: AccountSectionProps) {
  return (
    <Paper withBorder p="md" component="form" onSubmit={onSubmit} noValidate aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
        <Group justify="flex-end">
          <Button type="submit" loading={busy} disabled={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
