import {
  Checkbox,
  ColorInput,
  Fieldset,
  Image,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MESSAGES, THEMES, type AdminWhiteLabel } from '@erp/domain';
import { SafeHtml } from '@erp/ui';
import { BrandImageUpload } from './BrandImageUpload';
import { DISPLAY_FLAGS, type WhiteLabelValues } from './whiteLabelValues';

const T = MESSAGES.admin.whitelabel;
const F = T.fields;

type Form = UseFormReturnType<WhiteLabelValues>;

const THEME_OPTIONS = Object.keys(THEMES).map((tema) => ({ value: tema, label: tema }));

/** Title, theme (with colour pickers for `custom`), logo and favicon. */
export function IdentitySection({ form, brand }: { form: Form; brand: AdminWhiteLabel }) {
  return (
    <Fieldset legend={T.sections.identidade}>
      <Stack gap="sm">
        <TextInput label={F.title} {...form.getInputProps('title')} />
        <Select label={F.tema} data={THEME_OPTIONS} allowDeselect={false} {...form.getInputProps('tema')} />
        {form.values.tema === 'custom' ? (
          <SimpleGrid cols={2}>
            <ColorInput label={F.customThemeColor} format="hex" {...form.getInputProps('customThemeColor')} />
            <ColorInput
              label={F.secondaryThemeColor}
              format="hex"
              {...form.getInputProps('secondaryThemeColor')}
            />
          </SimpleGrid>
        ) : null}
        <SimpleGrid cols={2}>
          <BrandImageUpload idConfig={brand.idConfig} tipo="logo" current={brand.imagens.logo} />
          <BrandImageUpload idConfig={brand.idConfig} tipo="favicon" current={brand.misc.linkFavicon} />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}

/** The sign-up's texts and which of its fields show. */
export function SignupSection({ form }: { form: Form }) {
  return (
    <>
      <Fieldset legend={T.sections.textos}>
        <Stack gap="sm">
          <TextInput label={F.textoDestaqueCadastro} {...form.getInputProps('textoDestaqueCadastro')} />
          <Textarea
            label={F.textoAlertaCadastro}
            autosize
            minRows={2}
            {...form.getInputProps('textoAlertaCadastro')}
          />
        </Stack>
      </Fieldset>
      <Fieldset legend={T.sections.exibicao}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {DISPLAY_FLAGS.map((flag) => (
            <Switch key={flag} label={F[flag]} {...form.getInputProps(flag, { type: 'checkbox' })} />
          ))}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={T.sections.documentos}>
        <Stack gap="sm">
          <TextInput label={F.termos} {...form.getInputProps('termos')} />
          <TextInput label={F.privacidade} {...form.getInputProps('privacidade')} />
        </Stack>
      </Fieldset>
    </>
  );
}

const COVER_OPTIONS = (['nenhuma', 'imagem', 'url', 'html'] as const).map((value) => ({
  value,
  label: T.capaTipos[value],
}));

/** The auth area's cover: an image, a page in a frame, or HTML shown sanitised exactly as the auth area will. */
export function CoverSection({ form }: { form: Form }) {
  const { capaTipo, capaValor } = form.values;
  const valueLabel = capaTipo === 'imagem' ? F.capaImagem : capaTipo === 'url' ? F.capaUrl : F.capaHtml;
  return (
    <Fieldset legend={T.sections.capa}>
      <Stack gap="sm">
        <Select
          label={F.capaTipo}
          data={COVER_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('capaTipo')}
        />
        {capaTipo === 'html' ? (
          <Textarea
            label={valueLabel}
            autosize
            minRows={4}
            maxRows={12}
            {...form.getInputProps('capaValor')}
          />
        ) : capaTipo !== 'nenhuma' ? (
          <TextInput label={valueLabel} {...form.getInputProps('capaValor')} />
        ) : null}
        {capaTipo !== 'nenhuma' && capaValor.trim() ? (
          <Stack gap={4} role="region" aria-label={T.capaPreview}>
            <Text size="xs" c="dimmed">
              {T.capaPreview}
            </Text>
            {capaTipo === 'html' ? (
              // A picture of the login's cover, not part of this screen: its headings and links (a cover's own
              // <h1>) stay out of the screen's outline and tab order; the HTML itself is in the field above.
              <div inert aria-hidden>
                <SafeHtml html={capaValor} />
              </div>
            ) : null}
            {capaTipo === 'imagem' ? (
              <Image src={capaValor} alt={T.capaPreview} mah={160} fit="contain" />
            ) : null}
            {capaTipo === 'url' ? (
              // A sandbox with no permissions: the page shows but runs nothing inside the admin screen.
              <iframe src={capaValor} title={T.capaPreview} sandbox="" height={160} style={{ border: 0 }} />
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Fieldset>
  );
}

/** The CRM step's settings; the token is write-only (admin API contract). */
export function CrmSection({ form, possuiToken }: { form: Form; possuiToken: boolean }) {
  return (
    <Fieldset legend={T.sections.crm}>
      <Stack gap="sm">
        <TextInput label={F.crmBaseUrl} {...form.getInputProps('crmBaseUrl')} />
        <TextInput label={F.crmStageId} inputMode="numeric" {...form.getInputProps('crmStageId')} />
        <PasswordInput
          label={F.crmToken}
          description={possuiToken ? `${T.tokenConfigured}. ${T.tokenHint}` : undefined}
          autoComplete="new-password"
          disabled={form.values.crmRemoveToken}
          {...form.getInputProps('crmToken')}
        />
        {possuiToken ? (
          <Checkbox label={T.tokenRemove} {...form.getInputProps('crmRemoveToken', { type: 'checkbox' })} />
        ) : null}
      </Stack>
    </Fieldset>
  );
}
