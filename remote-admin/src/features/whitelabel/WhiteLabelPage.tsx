import { Loader, Stack } from '@mantine/core';
import type { AdminWhiteLabelUpdate } from '@erp/api-client';
import { MESSAGES } from '@erp/domain';
import { LoadFailed, toasts, useLoad } from '@erp/ui';
import { adminApi } from '../../api/adminApi';
import { BrandSelect } from '../../brand/BrandSelect';
import { useAdminBrand } from '../../brand/useAdminBrand';
import { AdminPage } from '../../layout/AdminPage';
import { OriginsPanel } from './OriginsPanel';
import { RemotesPanel } from './RemotesPanel';
import { WhiteLabelForm } from './WhiteLabelForm';

const T = MESSAGES.admin.whitelabel;

/**
 * `whitelabel`: the brand's configuration, its theme previewed live, the addresses it opens on (staff edit them) and
 * the containers serving its areas.
 */
export function WhiteLabelPage() {
  const brand = useAdminBrand();
  const config = useLoad(`white-label:${brand.idConfig}`, () => adminApi.whiteLabel(brand.idConfig));
  const save = async (update: AdminWhiteLabelUpdate) => {
    config.setData(await adminApi.saveWhiteLabel(brand.idConfig, update));
    toasts.success(MESSAGES.admin.common.saved);
  };
  const data = config.data?.idConfig === brand.idConfig ? config.data : null;
  return (
    <AdminPage title={T.title} actions={<BrandSelect brand={brand} />}>
      {config.error ? <LoadFailed title={T.loadError} error={config.error} onRetry={config.reload} /> : null}
      {!data && !config.error ? (
        <Loader role="status" size="sm" aria-label={MESSAGES.admin.common.loading} />
      ) : null}
      {data ? (
        <Stack gap="lg">
          {/* A saved or switched brand starts the form over from what the API answered. */}
          <WhiteLabelForm key={`${data.idConfig}:${data.updatedAt}`} brand={data} onSave={save} />
          <OriginsPanel
            key={`origens:${data.idConfig}:${data.updatedAt}`}
            brand={data}
            onSaved={config.setData}
          />
          <RemotesPanel idConfig={data.idConfig} />
        </Stack>
      ) : null}
    </AdminPage>
  );
}
