import { ADMIN_SCREEN_MESSAGES } from './adminScreenMessages';
import { ADMIN_TOOL_MESSAGES } from './adminToolMessages';

/** The administration area's texts, screens and tools together (`MESSAGES.admin`). */
export const ADMIN_AREA_MESSAGES = { ...ADMIN_SCREEN_MESSAGES, ...ADMIN_TOOL_MESSAGES } as const;
