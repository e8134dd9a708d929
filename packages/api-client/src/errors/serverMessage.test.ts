import { readServerMessage } from './serverMessage';

describe('readServerMessage', () => {
  it.each([
    [{ error: { statusCode: 400, name: 'Error', message: 'CPF inválido.' } }, 'CPF inválido.'],
    [{ error: { error: { message: 'Aninhado.' } } }, 'Aninhado.'],
    [{ error: 'Texto no error.' }, 'Texto no error.'],
    [{ message: 'Na raiz.' }, 'Na raiz.'],
    ['Texto puro.', 'Texto puro.'],
  ])('reads %j', (body, message) => {
    expect(readServerMessage(body)).toBe(message);
  });

  it.each([[undefined], [null], [{}], [{ error: { message: '  ' } }], [42]])('finds nothing in %j', (body) => {
    expect(readServerMessage(body)).toBeUndefined();
  });
});
