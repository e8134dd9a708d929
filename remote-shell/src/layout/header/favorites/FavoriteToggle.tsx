import { ActionIcon, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { HEADER_TEXTS } from '../headerTexts';

export interface FavoriteToggleProps {
  isFavorite: boolean;
  onToggle(): void;
}

/** The star of the current page: filled when it is a favourite. */
export function FavoriteToggle({ isFavorite, onToggle }: FavoriteToggleProps) {
  const label = isFavorite ? HEADER_TEXTS.removeFavorite : HEADER_TEXTS.addFavorite;
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        size="lg"
        color={isFavorite ? 'yellow' : undefined}
        aria-label={label}
        aria-pressed={isFavorite}
        onClick={onToggle}
      >
        {isFavorite ? <IconStarFilled size={20} /> : <IconStar size={20} />}
      </ActionIcon>
    </Tooltip>
  );
}
