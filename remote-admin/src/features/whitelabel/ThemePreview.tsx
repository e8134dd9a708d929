import { Badge, Box, Button, Group, NavLink, Paper, Stack, Text } from '@mantine/core';
import { MESSAGES, themeColor, type ThemeName } from '@erp/domain';
import { BrandThemeScope } from '@erp/ui';

const T = MESSAGES.admin.whitelabel.preview;

interface ThemePreviewProps {
  title: string;
  tema: ThemeName;
  customThemeColor: string;
  secondaryThemeColor: string;
  logo?: string;
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
  return (
    <Paper withBorder radius="md" aria-label={T.title} role="region">
      <BrandThemeScope brand={{ tema, misc }}>
        <Box
          px="sm"
          py={8}
          bg="var(--mantine-color-brand-filled)"
          c="var(--mantine-color-brand-contrast, white)"
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
    </Paper>
  );
}
