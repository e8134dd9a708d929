import { memo } from 'react';
import { Link } from 'react-router-dom';
import { Button, Group, ScrollArea } from '@mantine/core';
import { menuIcon } from '../../navbar/menuIcons';
import { HEADER_TEXTS } from '../headerTexts';
import type { FavoriteLink } from './favoriteLinks';

/** Favourite shortcuts; medium and wider screens only (spec 001 §2). */
export const FavoritesStrip = memo(function FavoritesStrip({ links }: { links: readonly FavoriteLink[] }) {
  if (links.length === 0) return null;
  return (
    <ScrollArea type="never" visibleFrom="md" style={{ flex: 1, minWidth: 0 }}>
      <Group component="nav" aria-label={HEADER_TEXTS.favorites} gap={4} wrap="nowrap">
        {links.map(({ link, title, icon }) => {
          const Icon = menuIcon(icon);
          return (
            <Button
              key={link}
              component={Link}
              to={link}
              variant="subtle"
              size="compact-sm"
              leftSection={<Icon size={16} />}
            >
              {title}
            </Button>
          );
        })}
      </Group>
    </ScrollArea>
  );
});
