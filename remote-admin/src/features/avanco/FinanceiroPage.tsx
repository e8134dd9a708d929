import { Group, Loader, SimpleGrid } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import 'dayjs/locale/pt-br';
import { useState } from 'react';
import { formatBRL, MESSAGES } from '@erp/domain';
import { LoadFailed, useLoad } from '@erp/ui';
import { BrandSelect } from '../../brand/BrandSelect';
import { useAdminBrand } from '../../brand/useAdminBrand';
import { AdminPage } from '../../layout/AdminPage';
import { FigureCard } from '../../layout/Figure';
import { avancoApi } from './avancoApi';
import { ValorPorFilialForm } from './ValorPorFilialForm';

const T = MESSAGES.admin.financeiro;

/** `yyyy-MM` of a picked month (the picker gives its first day at local midnight). */
export const monthKey = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;

/** `financeiro-whitelabel`: what a brand owes for a month — active companies and branches, price per branch, total. */
export function FinanceiroPage({ today = new Date() }: { today?: Date }) {
  const brand = useAdminBrand();
  const [month, setMonth] = useState<Date>(new Date(today.getFullYear(), today.getMonth(), 1));
  const mes = monthKey(month);
  const figures = useLoad(`financeiro:${brand.idConfig}:${mes}`, () =>
    avancoApi.financeiro(brand.idConfig, mes),
  );
  const f = figures.data;
  return (
    <AdminPage
      title={T.title}
      actions={
        <Group align="flex-end">
          <MonthPickerInput
            label={T.mes}
            value={month}
            onChange={(value) => value && setMonth(value)}
            locale="pt-br"
            valueFormat="MM/YYYY"
            maxDate={today}
            w={140}
          />
          <BrandSelect brand={brand} />
        </Group>
      }
    >
      {figures.error ? (
        <LoadFailed title={T.loadError} error={figures.error} onRetry={figures.reload} />
      ) : null}
      {figures.loading && !f && <Loader role="status" aria-label={MESSAGES.admin.common.loading} />}
      {f && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <FigureCard label={T.empresasAtivas} value={f.empresasAtivas} />
            <FigureCard label={T.filiaisAtivas} value={f.filiaisAtivas} />
            <FigureCard label={T.valorPorFilial} value={formatBRL(f.valorPorFilial)} />
            <FigureCard label={T.total} value={formatBRL(f.total)} />
          </SimpleGrid>
          <ValorPorFilialForm
            key={`${brand.idConfig}:${f.valorPorFilial}`}
            idConfig={brand.idConfig}
            atual={f.valorPorFilial}
            onSaved={() => void figures.reload()}
          />
        </>
      )}
    </AdminPage>
  );
}
