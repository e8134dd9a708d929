import { memo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Avatar, Group, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
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
          {/* Named by what it shows (the user's name and branch), so that voice control finds it by what is on
              screen (WCAG 2.5.3); the menu target adds that it opens a menu. On a phone only the avatar shows: the
              name is still read out. */}
          <UnstyledButton data-testid="user-badge">
            <Group gap="xs" wrap="nowrap">
              <Avatar src={avatar} alt="" aria-hidden radius="xl" size="md">
                {name.charAt(0).toUpperCase()}
              </Avatar>
              <VisuallyHidden hiddenFrom="sm">{name}</VisuallyHidden>
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
