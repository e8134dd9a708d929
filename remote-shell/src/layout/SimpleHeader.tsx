import { Link } from 'react-router-dom';
import { Anchor, Burger, Group, Image, Text, Title } from '@mantine/core';
import { routeTo } from '@erp/domain';
import { useSession } from '@erp/session';

/** Props every header of the layout takes: the sidebar toggle. */
export interface LayoutHeaderProps {
  navbarOpened: boolean;
  onToggleNavbar(): void;
}

/** The foundation's header (logo, user badge, logout) with the sidebar toggle. */
export function SimpleHeader({ navbarOpened, onToggleNavbar }: LayoutHeaderProps) {
  const config = useSession((s) => s.config);
  const userName = useSession((s) => s.user?.nome ?? s.loginUser?.nome ?? '');
  const branch = useSession((s) => s.user?.filialSelecionadaObj);
  return (
    <Group h="100%" px="md" justify="space-between">
      <Group gap="sm">
        <Burger
          opened={navbarOpened}
          onClick={onToggleNavbar}
          size="sm"
          aria-label="Mostrar ou ocultar o menu"
          aria-expanded={navbarOpened}
        />
        <Anchor component={Link} to={routeTo.dashboard()} underline="never" aria-label="Ir para o painel">
          {config?.imagens.logo ? (
            <Image src={config.imagens.logo} h={32} w="auto" alt={config.title} />
          ) : (
            <Title order={4}>{config?.title ?? 'ERP'}</Title>
          )}
        </Anchor>
      </Group>
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
  );
}
