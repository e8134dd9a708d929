import { Fragment, memo } from 'react';
import { Link } from 'react-router-dom';
import { ActionIcon, Menu, ScrollArea } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import type { MenuItem } from '@erp/domain';
import { useMenuActions } from '../../menu/useMenuActions';
import { menuIcon } from '../../navbar/menuIcons';
import { HEADER_TEXTS } from '../headerTexts';

function Entry({ item, onAction }: { item: MenuItem; onAction(item: MenuItem): void }) {
  const Icon = menuIcon(item.icon);
  const icon = <Icon size={16} />;
  if (item.link)
    return (
      <Menu.Item component={Link} to={item.link} leftSection={icon}>
        {item.title}
      </Menu.Item>
    );
  return (
    <Menu.Item leftSection={icon} onClick={() => onAction(item)}>
      {item.title}
    </Menu.Item>
  );
}

/** The gear's menu: the settings entries the user may see, grouped as the catalogue groups them. */
export const SettingsMenu = memo(function SettingsMenu({ items }: { items: readonly MenuItem[] }) {
  const onAction = useMenuActions();
  return (
    <Menu position="bottom-end" width={280} withinPortal={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" size="lg" aria-label={HEADER_TEXTS.settings}>
          <IconSettings size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <ScrollArea.Autosize mah="70vh">
          {items.map((item, index) =>
            item.children?.length ? (
              <Fragment key={item.id}>
                {index > 0 ? <Menu.Divider /> : null}
                <Menu.Label>{item.title}</Menu.Label>
                {item.children.map((child) => (
                  <Entry key={child.id} item={child} onAction={onAction} />
                ))}
              </Fragment>
            ) : (
              <Entry key={item.id} item={item} onAction={onAction} />
            ),
          )}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
});
