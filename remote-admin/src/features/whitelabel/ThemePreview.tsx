import { Badge, Box, Button, Group, List, NavLink, Paper, Stack, Text } from '@mantine/core';
import { MESSAGES, themeColor, type ThemeName } from '@erp/domain';
import { accessibleShades, BrandThemeScope } from '@erp/ui';

const T = MESSAGES.admin.whitelabel.preview;

interface ThemePreviewProps {
  title: string;
  tema: ThemeName;
  customThemeColor: string;
  secondaryThemeColor: string;
  logo?: string;
}

/** What the theme changed of the brand's colours to keep text readable, worded for the person editing them. */
function shadeNotes(primary: string, secondary: string | undefined): string[] {
  const colours = [['primary', primary] as const, ...(secondary ? [['secondary', secondary] as const] : [])];
  return colours.flatMap(([cor, hex]) =>
    accessibleShades(hex).changes.map((change) =>
      T.shadeChanged(cor, change.role, change.direction, change.to, change.ratio),
    ),
  );
}

/** A small mock of the header, menu and buttons in the theme being edited, built as the brand's own theme is. */
export function ThemePreview({
  title,
  tema,
  customThemeColor,
  secondaryThemeColor,
  logo,
}: ThemePreviewProps) {
  const misc = { customThemeColor, secondaryThemeColor: secondaryThemeColor || undefined };
  const primary = themeColor(tema, customThemeColor);
  const notes = shadeNotes(
    primary,
    /^#[0-9a-f]{6}$/i.test(secondaryThemeColor) ? secondaryThemeColor : undefined,
  );
  return (
    <Paper withBorder radius="md" aria-label={T.title} role="region">
      <BrandThemeScope brand={{ tema, misc }}>
        <Box
          px="sm"
          py={8}
          bg="var(--mantine-color-brand-filled)"
          c="var(--mantine-primary-color-contrast)"
          data-testid="preview-header"
          style={{ borderTopLeftRadius: 8, borderTopRightRadius: 8 }}
        >
          <Group gap="xs">
            {logo ? <img src={logo} alt="" height={20} /> : null}
            <Text fw={700} size="sm">
              {title}
            </Text>
          </Group>
        </Box>
        <Group align="flex-start" gap={0} wrap="nowrap">
          <Stack gap={0} w={140} p={4}>
            {T.menu.map((item, index) => (
              <NavLink key={item} label={item} active={index === 0} component="div" />
            ))}
          </Stack>
          <Stack gap="xs" p="sm">
            <Text size="sm">{T.primary(primary)}</Text>
            <Group gap="xs">
              <Button size="xs">{T.button}</Button>
              <Button size="xs" variant="outline">
                {T.secondaryButton}
              </Button>
            </Group>
            <Badge color="secondary">{T.badge}</Badge>
          </Stack>
        </Group>
      </BrandThemeScope>
      <Box px="sm" pb="sm" aria-live="polite">
        <Text size="xs" fw={600}>
          {T.contrastTitle}
        </Text>
        {notes.length === 0 ? (
          <Text size="xs">{T.contrastOk}</Text>
        ) : (
          <List size="xs">
            {notes.map((note) => (
              <List.Item key={note}>{note}</List.Item>
            ))}
          </List>
        )}
      </Box>
    </Paper>
  );
}
