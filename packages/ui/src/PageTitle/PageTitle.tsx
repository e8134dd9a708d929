import { Text, Title } from '@mantine/core';

interface PageTitleProps {
  title: string;
  /** A dimmed line under the title (the day on the dashboard, what the page is for). */
  subtitle?: string;
}

/** A screen's level-one title, the same size in every area (the shell's pages, reports, administration). */
export function PageTitle({ title, subtitle }: PageTitleProps) {
  return (
    <div>
      <Title order={1} size="h2">
        {title}
      </Title>
      {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
    </div>
  );
}
