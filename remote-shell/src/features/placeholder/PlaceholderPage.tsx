import { Stack, Text } from '@mantine/core';
import { PageHeading } from '../../layout/PageHeading';

interface PlaceholderPageProps {
  title: string;
  /** Where the page sits, outermost first, the page itself last (e.g. Vendas › Clientes › Cadastrar). */
  breadcrumb?: readonly string[];
}

/** The empty-page placeholder (spec 001 §2) for screens whose content arrives with later work. */
export function PlaceholderPage({ title, breadcrumb = [] }: PlaceholderPageProps) {
  return (
    <Stack>
      <PageHeading title={title} breadcrumb={breadcrumb} />
      <Text c="dimmed">Esta tela estará disponível em breve.</Text>
    </Stack>
  );
}
