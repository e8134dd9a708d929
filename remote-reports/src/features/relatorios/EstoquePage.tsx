import { Paper, Stack, Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { REPORT_KINDS, type ReportKindId } from '@erp/domain';
import { REPORTS_TEXTS } from '../../reportsTexts';
import { ReportForm } from '../gerar/ReportForm';
import { PageTitle } from '@erp/ui';

/** The stock reports (spec 001 §2): the stock position and its sub-routes, one tab each. */
export const STOCK_REPORTS: readonly ReportKindId[] = [
  'posicao-estoque',
  'movimentacao-estoque',
  'produtos-alterados',
  'entrada-nota-fiscal',
];

/** relatorios/estoque, with movimentacao-estoque, produtos-alterados and entrada-nota-fiscal as sub-routes. */
export function EstoquePage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const last = pathname.split('/').filter(Boolean).at(-1) ?? '';
  const current = STOCK_REPORTS.find((id) => id === last) ?? 'posicao-estoque';
  // Relative links inside a splat route resolve against the whole address; the tabs link from the page's own base.
  const base = pathname.slice(0, pathname.lastIndexOf('/estoque') + '/estoque'.length);
  return (
    <Stack>
      <PageTitle title={REPORTS_TEXTS.estoqueTitle} />
      <Tabs
        value={current}
        onChange={(id) => {
          if (id) void navigate(id === 'posicao-estoque' ? base : `${base}/${id}`);
        }}
        keepMounted={false}
      >
        <Tabs.List>
          {STOCK_REPORTS.map((id) => (
            <Tabs.Tab key={id} value={id}>
              {REPORT_KINDS[id].title}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {STOCK_REPORTS.map((id) => (
          <Tabs.Panel key={id} value={id} pt="md">
            <Paper withBorder p="md">
              <ReportForm kind={REPORT_KINDS[id]} />
            </Paper>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
