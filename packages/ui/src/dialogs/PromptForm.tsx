import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useSubmittedForm } from '@erp/forms';
import { DIALOG_TEXT } from './texts';

export interface PromptFormProps {
  label: string;
  min?: number;
  max?: number;
  onConfirm(value: string): void;
  onCancel(): void;
}

function lengthError(value: string, min?: number, max?: number): string | null {
  if (min !== undefined && value.length < min) return DIALOG_TEXT.minLength(min);
  if (max !== undefined && value.length > max) return DIALOG_TEXT.maxLength(max);
  return null;
}

/** The prompt dialog's field; the length is checked on confirm, so the user sees why it was refused. */
export function PromptForm({ label, min, max, onConfirm, onCancel }: PromptFormProps) {
  const { form, onSubmit } = useSubmittedForm({
    initialValues: { value: '' },
    validate: { value: (value: string) => lengthError(value, min, max) },
  });
  return (
    <form onSubmit={onSubmit(({ value }) => onConfirm(value))} noValidate>
      <Stack gap="md">
        <TextInput label={label} data-autofocus {...form.getInputProps('value')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {DIALOG_TEXT.cancel}
          </Button>
          <Button type="submit">{DIALOG_TEXT.confirm}</Button>
        </Group>
      </Stack>
    </form>
  );
}
