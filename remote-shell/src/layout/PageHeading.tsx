import { Box, Breadcrumbs, Text } from '@mantine/core';
import { PageTitle } from '@erp/ui';
import { HEADER_TEXTS } from './header/headerTexts';

interface PageHeadingProps {
  title: string;
  /** Where the page sits, outermost first, the page itself last (e.g. Vendas › Clientes). */
  breadcrumb?: readonly string[];
  /** A dimmed line under the title (the day on the dashboard, what the page is for). */
  subtitle?: string;
}

/** A main-area page's breadcrumb (when it sits below a menu), its level-one title and a line under it. */
export function PageHeading({ title, breadcrumb = [], subtitle }: PageHeadingProps) {
  return (
    <>
      {breadcrumb.length > 1 ? (
        <Box component="nav" aria-label={HEADER_TEXTS.breadcrumb}>
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
      <PageTitle title={title} subtitle={subtitle} />
    </>
  );
}
