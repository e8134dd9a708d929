import { MESSAGES } from '@erp/domain';

/** Largest logo or favicon the API stores (admin API contract). */
export const BRAND_IMAGE_MAX_BYTES = 512 * 1024;

/** What the API accepts: png, jpeg, svg and ico (browsers name ico files either way). */
export const BRAND_IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/svg+xml',
  'image/x-icon',
  'image/vnd.microsoft.icon',
];

/** Why a chosen file cannot be the logo or favicon, or null when it can (the server checks its bytes again). */
export function brandImageError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!BRAND_IMAGE_TYPES.includes(file.type)) return MESSAGES.admin.whitelabel.fileType;
  if (file.size > BRAND_IMAGE_MAX_BYTES) return MESSAGES.admin.whitelabel.fileSize;
  return null;
}
