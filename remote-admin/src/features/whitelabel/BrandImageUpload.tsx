import { useState } from 'react';
import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@erp/domain';
import { useBusyAction } from '@erp/forms';
import { showApiError, toasts } from '@erp/ui';
import { adminApi } from '../../api/adminApi';
import { BRAND_IMAGE_TYPES, brandImageError } from './brandImageFile';

const T = MESSAGES.admin.whitelabel;

interface BrandImageUploadProps {
  idConfig: number;
  tipo: 'logo' | 'favicon';
  /** The image stored now, if any. */
  current?: string;
}

/** Sends a logo or favicon right away, after checking its type and size here first. */
export function BrandImageUpload({ idConfig, tipo, current }: BrandImageUploadProps) {
  const [url, setUrl] = useState(current);
  const [fileError, setFileError] = useState<string | null>(null);
  const upload = useBusyAction(async (file: File) => {
    const stored = await adminApi.upload(idConfig, tipo, file);
    setUrl(stored.url);
    toasts.success(T.uploaded(tipo));
  }, showApiError);
  const choose = (file: File | null) => {
    if (!file) return;
    const error = brandImageError(file);
    setFileError(error);
    if (!error) void upload.run(file);
  };
  const label = T.fields[tipo];
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="sm">
        {url ? <Image src={adminApi.imageUrl(url)} alt={label} h={32} w="auto" fit="contain" /> : null}
        <FileButton
          onChange={choose}
          accept={BRAND_IMAGE_TYPES.join(',')}
          inputProps={{ 'aria-label': label } as Record<string, string>}
        >
          {(props) => (
            <Button variant="default" size="xs" loading={upload.busy} {...props}>
              {T.upload}
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="xs" c={fileError ? 'red' : 'dimmed'} role={fileError ? 'alert' : undefined}>
        {fileError ?? T.uploadTypes}
      </Text>
    </Stack>
  );
}
