import type { CobrancaStatus } from '../entities';

/**
 * The Mantine colour of a charge's status badge, the same on the plans page and in the staff's charges grid. Each
 * area draws the badge itself: a badge in the shared @erp/ui would put Mantine's badge stylesheet on every page, the
 * login's included.
 */
export const CHARGE_STATUS_COLOR: Readonly<Record<CobrancaStatus, string>> = {
  aberta: 'blue',
  vencida: 'orange',
  paga: 'green',
  cancelada: 'gray',
};
