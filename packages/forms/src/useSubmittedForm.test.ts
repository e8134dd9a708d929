import { act, renderHook } from '@testing-library/react';
import { useSubmittedForm } from './useSubmittedForm';

const required = (value: string) => (value.trim() ? null : 'Informe o nome.');

describe('useSubmittedForm (spec 000 §5: messages after the first submit)', () => {
  it('shows no message while typing before the first submit, then follows the values', () => {
    const submitted: Array<{ nome: string }> = [];
    const { result } = renderHook(() =>
      useSubmittedForm({ initialValues: { nome: '' }, validate: { nome: required } }),
    );
    act(() => result.current.form.setFieldValue('nome', ''));
    expect(result.current.form.errors).toEqual({});

    act(() => result.current.onSubmit((values) => submitted.push(values))());
    expect(result.current.form.errors).toEqual({ nome: 'Informe o nome.' });
    expect(submitted).toEqual([]);

    act(() => result.current.form.setFieldValue('nome', 'Ana'));
    expect(result.current.form.errors).toEqual({});
    act(() => result.current.form.setFieldValue('nome', ' '));
    expect(result.current.form.errors).toEqual({ nome: 'Informe o nome.' });

    act(() => result.current.form.setFieldValue('nome', 'Ana'));
    act(() => result.current.onSubmit((values) => submitted.push(values))());
    expect(submitted).toEqual([{ nome: 'Ana' }]);
  });
});
