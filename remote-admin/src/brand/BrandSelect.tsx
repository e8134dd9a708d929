import { Select } from '@mantine/core';
import { MESSAGES } from '@erp/domain';
import type { AdminBrand } from './useAdminBrand';

/** The brand picker of product-owner staff; master users manage their own brand and see no picker. */
export function BrandSelect({ brand }: { brand: AdminBrand }) {
  if (!brand.canChoose) return null;
  const data = (brand.brands ?? []).map((b) => ({
    value: String(b.idConfig),
    label: `${b.idConfig} — ${b.title}`,
  }));
  if (!data.some((d) => d.value === String(brand.idConfig)))
    data.unshift({ value: String(brand.idConfig), label: String(brand.idConfig) });
  return (
    <Select
      label={MESSAGES.admin.common.brand}
      data={data}
      value={String(brand.idConfig)}
      onChange={(value) => value && brand.choose(Number(value))}
      allowDeselect={false}
      w={280}
    />
  );
}
