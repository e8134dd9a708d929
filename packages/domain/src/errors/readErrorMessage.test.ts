import { readErrorMessage } from './readErrorMessage';

describe('readErrorMessage', () => {
  it.each([
    ['a plain string', 'Falhou'],
    ['error.error.message', { error: { message: 'Falhou' } }],
    [
      'error.error.error.message (HTTP error wrapping the body)',
      { error: { error: { message: 'Falhou' } }, message: 'Http failure' },
    ],
    ['error.body.error.message', { body: { error: { message: 'Falhou' } } }],
    [
      'error.response.data.error.message',
      { response: { data: { error: { message: 'Falhou' } } }, message: 'Request failed' },
    ],
    ['error.response.data.message', { response: { data: { message: 'Falhou' } } }],
    ['error.data.message', { data: { message: 'Falhou' } }],
    ['error.error as a string', { error: 'Falhou' }],
    ['error.message', new Error('Falhou')],
  ])('finds the message in %s', (_where, error) => {
    expect(readErrorMessage(error).message).toBe('Falhou');
  });

  it("prefers the server's message to the client wrapper's", () => {
    const error = Object.assign(new Error('Request failed with status code 422'), {
      response: { status: 422, data: { error: { statusCode: 422, message: 'CNPJ inválido' } } },
    });
    expect(readErrorMessage(error)).toEqual({ message: 'CNPJ inválido', status: 422, kind: 'generic' });
  });

  it('gives nulls for errors without a message or status', () => {
    for (const error of [null, undefined, 42, {}, { error: {} }, '   ']) {
      expect(readErrorMessage(error)).toEqual({ message: null, status: null, kind: 'generic' });
    }
  });

  it('reads the status from the usual places', () => {
    expect(readErrorMessage({ status: 500 }).status).toBe(500);
    expect(readErrorMessage({ statusCode: 401 }).status).toBe(401);
    expect(readErrorMessage({ response: { status: 406 } }).status).toBe(406);
    expect(readErrorMessage({ error: { statusCode: 410, message: 'x' } }).status).toBe(410);
    expect(readErrorMessage({ body: { error: { statusCode: 404 } } }).status).toBe(404);
    expect(readErrorMessage({ status: 0 }).status).toBeNull();
  });

  it("rewrites any message containing 'Registro duplicado'", () => {
    const reading = readErrorMessage({
      error: { message: 'Erro: Registro duplicado na tabela clientes (cpf)' },
    });
    expect(reading).toEqual({
      message: 'Registro duplicado, verifique os dados e tente novamente',
      status: null,
      kind: 'duplicate',
    });
  });

  it("marks 'Já existe' messages and status 409 as exists, keeping the message", () => {
    expect(readErrorMessage({ error: { message: 'Já existe um produto com este código' } })).toEqual({
      message: 'Já existe um produto com este código',
      status: null,
      kind: 'exists',
    });
    expect(readErrorMessage({ status: 409, error: { message: 'Conflito' } }).kind).toBe('exists');
  });

  it('leaves other errors generic', () => {
    expect(readErrorMessage({ status: 500, error: { message: 'Erro interno' } }).kind).toBe('generic');
  });
});
