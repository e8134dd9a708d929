import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AppShell, Anchor, Group, Image, Text, Title } from '@mantine/core';
import { routeTo } from '@erp/domain';
import { useSession } from '@erp/session';
import { SubscriptionBanner } from './subscription/SubscriptionBanner';
import { useUserInfo } from './useUserInfo';

/**
 * The frame every main-area route renders in. It is the foundation's version: the full header bar, menus, alerts and
 * favourites of spec 001 arrive with the main-area work.
 */
export function MainLayout({ children }: { children: ReactNode }) {
  useUserInfo();
  const config = useSession((s) => s.config);
  const userName = useSession((s) => s.user?.nome ?? s.loginUser?.nome ?? '');
  const branch = useSession((s) => s.user?.filialSelecionadaObj);
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between">
          <Anchor component={Link} to={routeTo.dashboard()} underline="never" aria-label="Ir para o painel">
            <Group gap="xs">
              {config?.imagens.logo ? (
                <Image src={config.imagens.logo} h={32} w="auto" alt={config.title} />
              ) : (
                <Title order={4}>{config?.title ?? 'ERP'}</Title>
              )}
            </Group>
          </Anchor>
          <Group gap="md">
            <Text size="sm" data-testid="user-badge">
              {userName}
              {branch ? ` · ${branch.apelido || branch.nome}` : ''}
            </Text>
            <Anchor component={Link} to={routeTo.logout()} size="sm">
              Sair
            </Anchor>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <SubscriptionBanner filial={branch} />
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
