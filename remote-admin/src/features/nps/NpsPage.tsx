import { Badge, Card, Group, Loader, SimpleGrid, Table, Title } from '@mantine/core';
import { formatDateTime, MESSAGES } from '@erp/domain';
import { EmptyState, LoadFailed, useLoad } from '@erp/ui';
import { BrandSelect } from '../../brand/BrandSelect';
import { useAdminBrand } from '../../brand/useAdminBrand';
import { AdminPage } from '../../layout/AdminPage';
import { Figure } from '../../layout/Figure';
import { NpsGauge } from './NpsGauge';
import { npsApi } from './npsApi';
import { TableHead } from '../../grid/TableHead';

const T = MESSAGES.admin.nps;

/** An answer's colour: promoters 9–10, neutrals 7–8, detractors 0–6 (the NPS bands). */
const answerColor = (nota: number) => (nota >= 9 ? 'green' : nota >= 7 ? 'yellow' : 'red');

/** `nps`: the brand's net promoter score, how the answers split and the latest ones. */
export function NpsPage() {
  const brand = useAdminBrand();
  const resumo = useLoad(`nps:${brand.idConfig}`, () => npsApi.resumo(brand.idConfig));
  const r = resumo.data;
  return (
    <AdminPage title={T.title} actions={<BrandSelect brand={brand} />}>
      {resumo.error ? <LoadFailed title={T.loadError} error={resumo.error} onRetry={resumo.reload} /> : null}
      {resumo.loading && !r && <Loader role="status" aria-label={MESSAGES.admin.common.loading} />}
      {r && (
        <>
          <Card withBorder>
            <Group gap="xl">
              <NpsGauge nota={r.nota} />
              <SimpleGrid cols={{ base: 2, sm: 4 }} style={{ flex: 1 }}>
                <Figure label={T.respostas} value={r.respostas} />
                <Figure label={T.promotores} value={r.promotores} />
                <Figure label={T.neutros} value={r.neutros} />
                <Figure label={T.detratores} value={r.detratores} />
              </SimpleGrid>
            </Group>
          </Card>
          <Title order={2} size="h4">
            {T.ultimas}
          </Title>
          {r.ultimas.length === 0 ? (
            <EmptyState />
          ) : (
            <Table striped withTableBorder>
              <TableHead labels={[T.columns.data, T.columns.empresa, T.columns.nota, T.columns.comentario]} />
              <Table.Tbody>
                {r.ultimas.map((a, index) => (
                  <Table.Tr key={`${a.data}-${index}`}>
                    <Table.Td>{formatDateTime(a.data)}</Table.Td>
                    <Table.Td>{a.empresa}</Table.Td>
                    <Table.Td>
                      <Badge color={answerColor(a.nota)}>{a.nota}</Badge>
                    </Table.Td>
                    <Table.Td>{a.comentario}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </>
      )}
    </AdminPage>
  );
}
