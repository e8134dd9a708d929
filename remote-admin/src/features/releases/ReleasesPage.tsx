import { Loader } from '@mantine/core';
import { MESSAGES } from '@erp/domain';
import { EmptyState, LoadFailed } from '@erp/ui';
import { BrandSelect } from '../../brand/BrandSelect';
import { useAdminBrand } from '../../brand/useAdminBrand';
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
      {rows.error ? <LoadFailed title={T.loadError} error={rows.error} onRetry={rows.reload} /> : null}
      {rows.loading && !rows.data && <Loader role="status" aria-label={MESSAGES.admin.common.loading} />}
      {rows.data?.length === 0 && <EmptyState message={T.empty} />}
      {rows.data?.map((row) => (
        <ReleaseAreaCard key={row.area} row={row} idConfig={idConfig} act={act} />
      ))}
    </AdminPage>
  );
}
