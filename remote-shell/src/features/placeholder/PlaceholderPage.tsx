import { Box, Breadcrumbs, Stack, Text, Title } from '@mantine/core';

interface PlaceholderPageProps {
  title: string;
  /** Where the page sits, outermost first, the page itself last (e.g. Vendas › Clientes › Cadastrar). */
  breadcrumb?: readonly string[];
}

/** The empty-page placeholder (spec 001 §2) for screens whose content arrives with later work. */
export function PlaceholderPage({ title, breadcrumb = [] }: PlaceholderPageProps) {
  return (
    <Stack>
      {breadcrumb.length > 1 ? (
        <Box component="nav" aria-label="Você está em">
          <Breadcrumbs separator="›">
            {breadcrumb.map((crumb, index) => (
              <Text
                key={`${index}-${crumb}`}
                size="sm"
                c={index === breadcrumb.length - 1 ? undefined : 'dimmed'}
                aria-current={index === breadcrumb.length - 1 ? 'page' : undefined}
              >
                {crumb}
              </Text>
            ))}
          </Breadcrumbs>
        </Box>
      ) : null}
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">Esta tela estará disponível em breve.</Text>
    </Stack>
  );
}
