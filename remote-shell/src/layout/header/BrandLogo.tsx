import { memo } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Image, Title } from '@mantine/core';
import { useSession } from '@erp/session';
import { HEADER_ROUTES, HEADER_TEXTS } from './headerTexts';

/** The brand's logo, or its title when it has none; opens the dashboard. */
export const BrandLogo = memo(function BrandLogo() {
  const config = useSession((s) => s.config);
  return (
    <Anchor component={Link} to={HEADER_ROUTES.dashboard} underline="never" aria-label={HEADER_TEXTS.home}>
      {config?.imagens.logo ? (
        <Image src={config.imagens.logo} h={32} w="auto" alt={config.title} />
      ) : (
        <Title order={4}>{config?.title ?? 'ERP'}</Title>
      )}
    </Anchor>
  );
});
