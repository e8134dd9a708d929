import { IconPoint, type Icon } from '@tabler/icons-react';
import * as MENU_ICONS from './menuIconSet';

const ICONS: Readonly<Record<string, Icon>> = MENU_ICONS;

/** The Tabler icon of a catalogue icon name ('IconCash'); an unknown or missing name gets a neutral dot. */
export function menuIcon(name: string | undefined): Icon {
  return (name ? ICONS[name] : undefined) ?? IconPoint;
}
