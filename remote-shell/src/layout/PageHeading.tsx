import { Box, Breadcrumbs, Text, Title } from '@mantine/core';

interface PageHeadingProps {
  title: string;
  /** Where the page sits, outermost first, the page itself last (e.g. Vendas › Clientes). */
  breadcrumb: readonly string[];
}

/** A main-area page's breadcrumb (when it sits below a menu) and its level-one title. */
export function PageHeading({ title, breadcrumb }: PageHeadingProps) {
  return (
    <>
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
    </>
  );
}
