import { Button, Grid, Group, Stack } from '@mantine/core';
import type { AdminWhiteLabelUpdate } from '@erp/api-client';
import { MESSAGES, type AdminWhiteLabel } from '@erp/domain';
import { useSubmittedForm } from '@erp/forms';
import { showApiError } from '@erp/ui';
import { adminApi } from '../../api/adminApi';
import { ThemePreview } from './ThemePreview';
import { valuesOf, updateOf, WHITE_LABEL_RULES, type WhiteLabelValues } from './whiteLabelValues';
import { CoverSection, CrmSection, IdentitySection, SignupSection } from './WhiteLabelSections';

interface WhiteLabelFormProps {
  brand: AdminWhiteLabel;
  /** Saves the settings; the form is busy until it settles. */
  onSave(update: AdminWhiteLabelUpdate): Promise<void>;
}

/** Every setting of the brand, with the theme previewed live beside the form. */
export function WhiteLabelForm({ brand, onSave }: WhiteLabelFormProps) {
  const { form, busy, onSubmit } = useSubmittedForm<WhiteLabelValues>({
    initialValues: valuesOf(brand),
    validate: WHITE_LABEL_RULES,
    onSubmitError: showApiError,
  });
  const v = form.values;
  return (
    <form onSubmit={onSubmit((values) => onSave(updateOf(values, brand)))} noValidate>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <IdentitySection form={form} brand={brand} />
            <SignupSection form={form} />
            <CoverSection form={form} />
            <CrmSection form={form} possuiToken={brand.crm?.possuiToken ?? false} />
            <Group justify="flex-end">
              <Button type="submit" loading={busy}>
                {busy ? MESSAGES.admin.common.saving : MESSAGES.admin.common.save}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ThemePreview
            title={v.title}
            tema={v.tema}
            customThemeColor={v.customThemeColor}
            secondaryThemeColor={v.secondaryThemeColor}
            logo={brand.imagens.logo && adminApi.imageUrl(brand.imagens.logo)}
          />
        </Grid.Col>
      </Grid>
    </form>
  );
}
