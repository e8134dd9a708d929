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

  it('runs one submit at a time: a second submit in the same render is ignored, busy until it settles', async () => {
    let finish = () => {};
    const handler = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useSubmittedForm({ initialValues: { nome: 'Ana' } }));
    act(() => {
      result.current.onSubmit(handler)();
      result.current.onSubmit(handler)();
    });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(true);
    await act(async () => finish());
    expect(result.current.busy).toBe(false);
    act(() => result.current.onSubmit(handler)());
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it("shows the server's refusal under the field it names, and other failures through onSubmitError", async () => {
    const onSubmitError = jest.fn();
    const { result } = renderHook(() =>
      useSubmittedForm({
        initialValues: { senha: 'errada' },
        fieldErrors: (error) => (error === 'senha' ? { senha: 'Senha atual incorreta.' } : null),
        onSubmitError,
      }),
    );
    await act(async () => result.current.onSubmit(() => Promise.reject('senha'))());
    expect(result.current.form.errors).toEqual({ senha: 'Senha atual incorreta.' });
    expect(onSubmitError).not.toHaveBeenCalled();
    act(() => result.current.form.setFieldValue('senha', 'outra'));
    expect(result.current.form.errors).toEqual({});
    await act(async () => result.current.onSubmit(() => Promise.reject('rede'))());
    expect(onSubmitError).toHaveBeenCalledWith('rede');
  });

  it('tells onInvalid about a refused submit, with the values, and never runs the handler', () => {
    const handler = jest.fn();
    const onInvalid = jest.fn();
    const { result } = renderHook(() =>
      useSubmittedForm({ initialValues: { nome: ' ' }, validate: { nome: required } }),
    );
    act(() => result.current.onSubmit(handler, onInvalid)());
    expect(onInvalid).toHaveBeenCalledWith({ nome: 'Informe o nome.' }, { nome: ' ' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('reset hides the messages until the next submit', () => {
    const { result } = renderHook(() =>
      useSubmittedForm({ initialValues: { nome: '' }, validate: { nome: required } }),
    );
    act(() => result.current.onSubmit(() => {})());
    expect(result.current.form.errors).toEqual({ nome: 'Informe o nome.' });
    act(() => result.current.reset());
    act(() => result.current.form.setFieldValue('nome', ''));
    expect(result.current.form.errors).toEqual({});
  });
});
