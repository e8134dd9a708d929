import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
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
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = lengthError(value, min, max);
    setError(problem);
    if (!problem) onConfirm(value);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={label}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={error}
          data-autofocus
        />
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
