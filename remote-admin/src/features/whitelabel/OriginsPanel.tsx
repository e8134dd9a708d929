import { Badge, Button, Fieldset, Group, List, Select, Stack, Text, Textarea } from '@mantine/core';
import { MESSAGES, type AdminWhiteLabel } from '@erp/domain';
import { useSubmittedForm } from '@erp/forms';
import { useSession } from '@erp/session';
import { showApiError, toasts } from '@erp/ui';
import { adminApi } from '../../api/adminApi';
import { originLines, ORIGINS_RULES, type OriginsValues } from './originsForm';

const T = MESSAGES.admin.whitelabel.origins;

interface OriginsPanelProps {
  brand: AdminWhiteLabel;
  onSaved(brand: AdminWhiteLabel): void;
}

/**
 * The addresses a brand opens on and the one its e-mail links use. The product owner's staff edit them; a brand's
 * master sees them read-only (the API refuses their change: whoever picks the address receives the reset links).
 */
export function OriginsPanel({ brand, onSaved }: OriginsPanelProps) {
  const isStaff = useSession((s) => s.user?.isAvanco === true);
  return (
    <Fieldset legend={T.title}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {T.hint}
        </Text>
        {isStaff ? <OriginsEditor brand={brand} onSaved={onSaved} /> : <OriginsReadOnly brand={brand} />}
      </Stack>
    </Fieldset>
  );
}

function OriginsReadOnly({ brand }: { brand: AdminWhiteLabel }) {
  return (
    <>
      {brand.origins.length ? (
        <List aria-label={T.title}>
          {brand.origins.map((origin) => (
            <List.Item key={origin}>
              <Group gap="xs">
                <Text size="sm">{origin}</Text>
                {origin === brand.canonicalOrigin ? (
                  <Badge size="xs" variant="light">
                    {T.canonicalBadge}
                  </Badge>
                ) : null}
              </Group>
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">{T.none}</Text>
      )}
      <Text size="sm" fs="italic">
        {T.readOnly}
      </Text>
    </>
  );
}

function OriginsEditor({ brand, onSaved }: OriginsPanelProps) {
  const { form, busy, onSubmit } = useSubmittedForm<OriginsValues>({
    onSubmitError: showApiError,
    initialValues: { origins: brand.origins.join('\n'), canonicalOrigin: brand.canonicalOrigin ?? '' },
    validate: ORIGINS_RULES,
  });
  const save = async (values: OriginsValues) => {
    const origins = originLines(values.origins);
    const canonical = origins.includes(values.canonicalOrigin) ? values.canonicalOrigin : null;
    onSaved(await adminApi.saveWhiteLabel(brand.idConfig, { origins, canonicalOrigin: canonical }));
    toasts.success(T.saved);
  };
  const lines = originLines(form.values.origins);
  return (
    <form onSubmit={onSubmit(save)} noValidate>
      <Stack gap="sm">
        <Textarea label={T.field} autosize minRows={2} {...form.getInputProps('origins')} />
        <Select
          label={T.canonical}
          data={[...new Set(lines)]}
          allowDeselect={false}
          {...form.getInputProps('canonicalOrigin')}
        />
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={busy}>
            {T.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
