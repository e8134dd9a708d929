import { useState } from 'react';
import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { MESSAGES } from '@erp/domain';
import { showApiError, toasts } from '@erp/ui';
import { adminApi } from '../../api/adminApi';
import { BrandSelect } from '../../brand/BrandSelect';
import { useAdminBrand } from '../../brand/useAdminBrand';
import { useSubmittedForm } from '@erp/forms';
import { AdminPage } from '../../layout/AdminPage';
import { EMPTY_NOTIFICACAO, NOTIFICACAO_RULES, type NotificacaoValues } from './notificacaoForm';
import { useCompanySearch } from './useCompanySearch';

const T = MESSAGES.admin.notificacoes;

const TIPOS = (['info', 'success', 'warning'] as const).map((value) => ({ value, label: T.tipos[value] }));
const DESTINOS = (['marca', 'empresa'] as const).map((value) => ({ value, label: T.destinos[value] }));

/** `notificacoes`: an alert for every user of the brand or of one company, delivered live (`POST Alertas/geral`). */
export function NotificacoesPage() {
  const brand = useAdminBrand();
  const { form, busy, onSubmit } = useSubmittedForm<NotificacaoValues>({
    onSubmitError: showApiError,
    initialValues: EMPTY_NOTIFICACAO,
    validate: NOTIFICACAO_RULES,
  });
  const [busca, setBusca] = useState('');
  const empresas = useCompanySearch(brand.idConfig, busca);
  const send = async (values: NotificacaoValues) => {
    const count = await adminApi.sendGeneralAlert({
      tipo: values.tipo,
      texto: values.texto.trim(),
      link: values.link.trim() || null,
      idConfig: brand.idConfig,
      ...(values.destino === 'empresa' ? { empresaId: Number(values.empresaId) } : {}),
    });
    toasts.success(T.sent(count));
    form.reset();
    setBusca('');
  };
  return (
    <AdminPage title={T.title} actions={<BrandSelect brand={brand} />}>
      <Paper withBorder p="md" component="form" onSubmit={onSubmit(send)} noValidate>
        <Stack gap="sm" maw={640}>
          <Select label={T.tipo} data={TIPOS} allowDeselect={false} {...form.getInputProps('tipo')} />
          <Textarea label={T.texto} autosize minRows={3} {...form.getInputProps('texto')} />
          <TextInput label={T.link} {...form.getInputProps('link')} />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {T.destino}
            </Text>
            <SegmentedControl data={DESTINOS} {...form.getInputProps('destino')} />
          </Stack>
          {form.values.destino === 'empresa' ? (
            <Select
              label={T.empresa}
              placeholder={T.empresaPlaceholder}
              searchable
              searchValue={busca}
              onSearchChange={setBusca}
              data={empresas.map((e) => ({ value: String(e.id), label: e.nome }))}
              filter={({ options }) => options}
              nothingFoundMessage={busca.trim() ? MESSAGES.empty.list : undefined}
              {...form.getInputProps('empresaId')}
            />
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              {T.send}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </AdminPage>
  );
}
