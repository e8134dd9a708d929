import { Badge } from '@mantine/core';
import { MESSAGES, type CobrancaStatus } from '@erp/domain';

const STATUS_COLOR: Record<CobrancaStatus, string> = {
  aberta: 'blue',
  vencida: 'orange',
  paga: 'green',
  cancelada: 'gray',
};

/** A subscription charge's status as the branch (plans page) and the staff (charges grid) see it. */
export function ChargeStatusBadge({ status }: { status: CobrancaStatus }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="light">
      {MESSAGES.charges.status[status]}
    </Badge>
  );
}
