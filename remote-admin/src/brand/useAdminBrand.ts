import { useState } from 'react';
import { BrandSummaryListSchema, getApi, type BrandSummary } from '@erp/api-client';
import { useSession } from '@erp/session';
import { useLoad } from '@erp/ui';

/** Which brand an admin screen works on (admin API contract: isAvanco any brand, master their own). */
export interface AdminBrand {
  idConfig: number;
  /** Every brand, for product-owner staff; null for master users (and while loading). */
  brands: BrandSummary[] | null;
  canChoose: boolean;
  choose(idConfig: number): void;
}

/** The brand a screen manages: the signed-in brand, or for product-owner staff any brand they pick. */
export function useAdminBrand(): AdminBrand {
  const own = useSession((s) => s.config?.idConfig ?? 1);
  const canChoose = useSession((s) => s.user?.isAvanco === true);
  const [idConfig, choose] = useState(own);
  const brands = useLoad(
    'marcas',
    (signal) => getApi().get('ConfigWhiteLabels', BrandSummaryListSchema, { signal }),
    {
      enabled: canChoose,
    },
  );
  return { idConfig: canChoose ? idConfig : own, brands: brands.data ?? null, canChoose, choose };
}
