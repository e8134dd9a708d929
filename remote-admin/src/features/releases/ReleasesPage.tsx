import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { MESSAGES } from '@erp/domain';
import { EmptyState } from '@erp/ui';
import { BrandSelect } from '../../common/BrandSelect';
import { useAdminBrand } from '../../common/useAdminBrand';
import { AdminPage } from '../../layout/AdminPage';
import { ReleaseAreaCard } from './ReleaseAreaCard';
import { useReleases } from './useReleases';

const T = MESSAGES.admin.releases;

/** `releases`: per area of the brand, the active container and version, activation, rollback and canary. */
export function ReleasesPage() {
  const brand = useAdminBrand();
  const { idConfig } = brand;
  const { rows, act } = useReleases(idConfig);
  return (
    <AdminPage title={T.title} subtitle={T.subtitle} actions={<BrandSelect brand={brand} />}>
      {rows.failed && (
        <Alert color="red">
          <Group justify="space-between">
            <Text size="sm">{T.loadError}</Text>
            <Button size="xs" variant="default" onClick={() => void rows.reload()}>
              {MESSAGES.admin.common.retry}
            </Button>
          </Group>
        </Alert>
      )}
      {rows.loading && !rows.data && <Loader aria-label={MESSAGES.admin.common.loading} />}
      {rows.data?.length === 0 && <EmptyState message={T.empty} />}
      {rows.data?.map((row) => (
        <ReleaseAreaCard key={row.area} row={row} idConfig={idConfig} act={act} />
      ))}
    </AdminPage>
  );
}
