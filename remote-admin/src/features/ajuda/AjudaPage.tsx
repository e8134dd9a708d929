import { Button, Card, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useSubmittedForm } from '@erp/forms';
import { IconPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { MESSAGES, type AjudaLink } from '@erp/domain';
import { LoadFailed, RemoveButton, toasts, useLoad } from '@erp/ui';
import { BrandSelect } from '../../brand/BrandSelect';
import { showAdminError } from '../../actions/showAdminError';
import { useAdminBrand } from '../../brand/useAdminBrand';
import { AdminPage } from '../../layout/AdminPage';
import { ajudaApi } from './ajudaApi';
import { ajudaInput, ajudaValidation } from './ajudaForm';
import { SaveButton } from '../../forms/SaveButton';

const T = MESSAGES.admin.ajuda;

/** `ajuda`: the brand's help links (title and address), edited as one list. */
export function AjudaPage() {
  const brand = useAdminBrand();
  const { idConfig } = brand;
  const links = useLoad(`ajuda:${idConfig}`, () => ajudaApi.list(idConfig));
  const { form, busy, onSubmit } = useSubmittedForm<{ links: AjudaLink[] }>({
    onSubmitError: showAdminError,
    initialValues: { links: [] },
    validate: ajudaValidation,
  });
  const { setValues } = form;
  useEffect(() => {
    if (links.data) setValues({ links: links.data });
  }, [links.data, setValues]);
  const save = async (values: { links: AjudaLink[] }) => {
    links.setData(await ajudaApi.save(idConfig, ajudaInput(values.links)));
    toasts.success(T.salvo);
  };

  return (
    <AdminPage title={T.title} subtitle={T.subtitle} actions={<BrandSelect brand={brand} />}>
      {links.error ? <LoadFailed title={T.loadError} error={links.error} onRetry={links.reload} /> : null}
      {links.loading && !links.data && <Loader role="status" aria-label={MESSAGES.admin.common.loading} />}
      {links.data && (
        <form onSubmit={onSubmit(save)} noValidate>
          <Card withBorder>
            <Stack>
              {form.values.links.length === 0 && <Text c="dimmed">{T.vazio}</Text>}
              {form.values.links.map((_, index) => (
                <Group key={index} align="flex-start" wrap="nowrap">
                  <TextInput
                    label={`${T.titulo} ${index + 1}`}
                    withAsterisk
                    w={260}
                    {...form.getInputProps(`links.${index}.titulo`)}
                  />
                  <TextInput
                    label={`${T.url} ${index + 1}`}
                    withAsterisk
                    placeholder="https://"
                    style={{ flex: 1 }}
                    {...form.getInputProps(`links.${index}.url`)}
                  />
                  <RemoveButton
                    color="red"
                    mt={28}
                    label={T.remover(index + 1)}
                    onClick={() => form.removeListItem('links', index)}
                  />
                </Group>
              ))}
              <Group justify="space-between">
                <Button
                  variant="default"
                  leftSection={<IconPlus size={16} />}
                  onClick={() => form.insertListItem('links', { titulo: '', url: '' })}
                >
                  {T.adicionar}
                </Button>
                <SaveButton busy={busy} />
              </Group>
            </Stack>
          </Card>
        </form>
      )}
    </AdminPage>
  );
}
