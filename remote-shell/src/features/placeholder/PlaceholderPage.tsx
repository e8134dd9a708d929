import { Stack, Text } from '@mantine/core';
import { MESSAGES } from '@erp/domain';
import { PageHeading } from '../../layout/PageHeading';

interface PlaceholderPageProps {
  title: string;
  /** Where the page sits, outermost first, the page itself last (e.g. Vendas › Clientes › Cadastrar). */
  breadcrumb?: readonly string[];
}

const T = MESSAGES.lists.comingSoon;

/**
 * The empty-page placeholder (spec 001 §2) for the menu pages with no list or form in this version: it names what is
 * coming ("Clientes › Editar: em breve", the trail without its menu group, so a bare "Editar" is not alone) and why.
 */
export function PlaceholderPage({ title, breadcrumb = [] }: PlaceholderPageProps) {
  const what = breadcrumb.length > 1 ? breadcrumb.slice(1).join(' › ') : title;
  return (
    <Stack>
      <PageHeading title={title} breadcrumb={breadcrumb} />
      <Text fw={500}>{T.title(what)}</Text>
      <Text c="dimmed">{T.reason}</Text>
    </Stack>
  );
}
