import { memo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Avatar, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useSession } from '@erp/session';
import { HEADER_ROUTES, HEADER_TEXTS } from '../headerTexts';
import { BranchSwitchModal } from './BranchSwitchModal';

/**
 * The user badge (name, branch nickname or name, avatar) and its menu: switch branch, my account, sign out.
 * Before the user info arrives it shows the login user's name (header init fallback).
 */
export const UserMenu = memo(function UserMenu() {
  const name = useSession((s) => s.user?.nome ?? s.loginUser?.nome ?? '');
  const avatar = useSession((s) => s.user?.avatar ?? null);
  const branch = useSession((s) => s.user?.filialSelecionadaObj ?? null);
  const [switching, setSwitching] = useState(false);
  const branchName = branch ? branch.apelido || branch.nome : '';

  return (
    <>
      <Menu position="bottom-end" withinPortal={false}>
        <Menu.Target>
          <UnstyledButton aria-label={HEADER_TEXTS.userMenu} data-testid="user-badge">
            <Group gap="xs" wrap="nowrap">
              <Avatar src={avatar} alt={name} radius="xl" size="md">
                {name.charAt(0).toUpperCase()}
              </Avatar>
              <Stack gap={0} visibleFrom="sm">
                <Text size="sm" fw={500} lineClamp={1}>
                  {name}
                </Text>
                {branchName ? (
                  <Text size="xs" c="dimmed" lineClamp={1} data-testid="user-branch">
                    {branchName}
                  </Text>
                ) : null}
              </Stack>
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconBuildingStore size={16} />} onClick={() => setSwitching(true)}>
            {HEADER_TEXTS.switchBranch}
          </Menu.Item>
          <Menu.Item component={Link} to={HEADER_ROUTES.myAccount} leftSection={<IconUserCircle size={16} />}>
            {HEADER_TEXTS.myAccount}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item component={Link} to={HEADER_ROUTES.logout} leftSection={<IconLogout size={16} />}>
            {HEADER_TEXTS.logout}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <BranchSwitchModal opened={switching} onClose={() => setSwitching(false)} />
    </>
  );
});
