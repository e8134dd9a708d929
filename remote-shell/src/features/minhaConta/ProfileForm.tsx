import { useEffect, useState } from 'react';
import { Avatar, Button, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UserInfo } from '@erp/domain';
import { validateRequired, MESSAGES } from '@erp/domain';
import { useSubmittedForm } from '@erp/forms';
import { AccountSection } from './AccountSection';
import { avatarFileError } from './avatarFile';
import { MINHA_CONTA_TEXTS as T, AVATAR_TYPES } from './minhaContaTexts';
import type { ProfileValues } from './useMinhaConta';

const NAME_MAX_LENGTH = 100;

const RULES = {
  nome: (value: string) =>
    validateRequired(value) ??
    (value.trim().length > NAME_MAX_LENGTH ? MESSAGES.validation.maxLength(NAME_MAX_LENGTH) : null),
};

export interface ProfileFormProps {
  user: UserInfo;
  onSave(values: ProfileValues): Promise<boolean>;
}

/** Name and avatar: a chosen image is checked (type, size) and previewed before it is sent. */
export function ProfileForm({ user, onSave }: ProfileFormProps) {
  const { form, busy, onSubmit } = useSubmittedForm({ initialValues: { nome: user.nome }, validate: RULES });
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  // Object URLs hold the file in memory until revoked.
  useEffect(() => {
    if (!arquivo) return;
    const url = URL.createObjectURL(arquivo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [arquivo]);

  const choose = (file: File | null) => {
    if (!file) return;
    const error = avatarFileError(file);
    setFileError(error);
    if (error) return;
    setArquivo(file);
  };

  const submit = onSubmit(async ({ nome }) => {
    if (await onSave({ nome, arquivo })) {
      setArquivo(null);
      setPreview(null);
    }
  });

  return (
    <AccountSection title={T.dataSection} submitLabel={T.save} busy={busy} onSubmit={submit}>
      <Group gap="md">
        <Avatar
          src={preview ?? user.avatar}
          alt={user.nome}
          size={72}
          radius="xl"
          data-testid="avatar-preview"
        >
          {user.nome.charAt(0).toUpperCase()}
        </Avatar>
        <Stack gap={4}>
          <FileButton
            onChange={choose}
            accept={AVATAR_TYPES.join(',')}
            inputProps={{ 'data-testid': 'avatar-input' } as Record<string, string>}
          >
            {(props) => (
              <Button variant="default" size="xs" {...props}>
                {T.changePhoto}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c={fileError ? 'red' : 'dimmed'} role={fileError ? 'alert' : undefined}>
            {fileError ?? T.photoHint}
          </Text>
        </Stack>
      </Group>
      <TextInput label={T.name} {...form.getInputProps('nome')} />
      <TextInput label={T.email} value={user.email} readOnly variant="filled" />
    </AccountSection>
  );
}
