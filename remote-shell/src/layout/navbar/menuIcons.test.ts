import { IconPoint } from '@tabler/icons-react';
import { flattenMenu, MENU_CATALOGUE } from '@erp/domain';
import { menuIcon } from './menuIcons';

describe('menuIcon', () => {
  const names = [
    ...new Set(
      Object.values(MENU_CATALOGUE).flatMap((items) => flattenMenu(items).map(({ item }) => item.icon)),
    ),
  ];

  it.each(names)("draws the catalogue's %s", (name) => {
    expect(menuIcon(name)).not.toBe(IconPoint);
  });

  it('draws a neutral dot for a name it does not know', () => {
    expect(menuIcon('IconNaoExiste')).toBe(IconPoint);
    expect(menuIcon(undefined)).toBe(IconPoint);
  });
});
