import { Checkbox, Group, Loader, Stack, TextInput } from '@mantine/core';
import { useSubmittedForm } from '@erp/forms';
import { useEffect } from 'react';
import { MESSAGES, type PdvVersao } from '@erp/domain';
import { LoadFailed, toasts, useLoad } from '@erp/ui';
import { showAdminError } from '../../actions/showAdminError';
import { AdminPage } from '../../layout/AdminPage';
import { avancoApi } from './avancoApi';
import { SaveButton } from '../../forms/SaveButton';

const T = MESSAGES.admin.pdvVersao;
const V = MESSAGES.validation;

/** Field rules: a semantic version ('1.2.3') and an http(s) address of the installer. */
export const pdvValidation = {
  versao: (value: string) =>
    value.trim() === '' ? V.required : /^\d+\.\d+\.\d+$/.test(value.trim()) ? null : V.format,
  url: (value: string) => {
    if (value.trim() === '') return V.required;
    try {
      return ['http:', 'https:'].includes(new URL(value.trim()).protocol) ? null : V.format;
    } catch {
      return V.format;
    }
  },
};

/** `pdv-versao` (product owner): the PDV version every installation checks, its installer and whether it is forced. */
export function PdvVersaoPage() {
  // null when no version was ever set: the form then starts empty.
  const current = useLoad('pdv', avancoApi.pdvVersao);
  const { form, busy, onSubmit } = useSubmittedForm<PdvVersao>({
    onSubmitError: showAdminError,
    initialValues: { versao: '', url: '', obrigatoria: false },
    validate: pdvValidation,
  });
  const { setValues, resetDirty } = form;
  useEffect(() => {
    if (!current.data) return;
    setValues(current.data);
    resetDirty(current.data);
  }, [current.data, setValues, resetDirty]);
  const save = async (values: PdvVersao) => {
    current.setData(
      await avancoApi.salvarPdvVersao({ ...values, versao: values.versao.trim(), url: values.url.trim() }),
    );
    toasts.success(T.salvo);
  };
  return (
    <AdminPage title={T.title}>
      {current.error ? (
        <LoadFailed title={T.loadError} error={current.error} onRetry={current.reload} />
      ) : null}
      {current.loading ? (
        <Loader role="status" aria-label={MESSAGES.admin.common.loading} />
      ) : (
        <form onSubmit={onSubmit(save)} noValidate>
          <Stack maw={520}>
            <TextInput label={T.versao} withAsterisk w={160} {...form.getInputProps('versao')} />
            <TextInput label={T.url} withAsterisk {...form.getInputProps('url')} />
            <Checkbox label={T.obrigatoria} {...form.getInputProps('obrigatoria', { type: 'checkbox' })} />
            <Group>
              <SaveButton busy={busy} />
            </Group>
          </Stack>
        </form>
      )}
    </AdminPage>
  );
}
