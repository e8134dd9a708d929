import {
  isHttpUrl,
  normalizeEmail,
  validateCpfCnpj,
  validateEmail,
  validateMatch,
  validatePassword,
  validateRequired,
} from './validators';

describe('validateEmail', () => {
  it('accepts a valid e-mail', () => {
    expect(validateEmail('joao.silva@empresa.com.br')).toBeNull();
  });

  it('requires a value', () => {
    expect(validateEmail('')).toBe('Campo Obrigatório!');
    expect(validateEmail('   ')).toBe('Campo Obrigatório!');
    expect(validateEmail(null)).toBe('Campo Obrigatório!');
  });

  it('rejects malformed addresses', () => {
    for (const value of ['joao', 'joao@', '@empresa.com', 'joao@empresa', 'jo ao@empresa.com']) {
      expect(validateEmail(value)).toBe('E-mail inválido!');
    }
  });

  it('allows at most 50 characters', () => {
    const fifty = `${'a'.repeat(38)}@empresa.com`;
    expect(fifty).toHaveLength(50);
    expect(validateEmail(fifty)).toBeNull();
    expect(validateEmail(`a${fifty}`)).toBe('Máximo 50 caracteres!');
  });

  it("uses the recovery screen's wording when asked", () => {
    expect(validateEmail('', 'recovery')).toBe('Campo obrigatório!');
    expect(validateEmail('joao', 'recovery')).toBe('E-mail inválido.');
  });

  it('lower-cases typed e-mails', () => {
    expect(normalizeEmail('Joao@Empresa.COM')).toBe('joao@empresa.com');
  });
});

describe('validatePassword', () => {
  it('requires at least 6 characters', () => {
    expect(validatePassword('')).toBe('Campo Obrigatório!');
    expect(validatePassword('12345')).toBe('Mínimo 6 caracteres!');
    expect(validatePassword('123456')).toBeNull();
  });
});

describe('validateMatch', () => {
  it('requires the confirmation and equality with the other field', () => {
    expect(validateMatch('', 'segredo')).toBe('Campo Obrigatório!');
    expect(validateMatch('segredx', 'segredo')).toBe('Os valores não conferem!');
    expect(validateMatch('segredo', 'segredo')).toBeNull();
  });
});

describe('validateCpfCnpj and validateRequired', () => {
  it('requires a valid CPF or CNPJ', () => {
    expect(validateCpfCnpj('')).toBe('Campo Obrigatório!');
    expect(validateCpfCnpj('11.222.333/0001-80')).toBe('Documento inválido.');
    expect(validateCpfCnpj('11.222.333/0001-81')).toBeNull();
    expect(validateCpfCnpj('529.982.247-25')).toBeNull();
  });

  it('flags empty required fields', () => {
    expect(validateRequired(' ')).toBe('Campo Obrigatório!');
    expect(validateRequired('x')).toBeNull();
  });
});

describe('isHttpUrl', () => {
  it('accepts absolute http and https addresses', () => {
    expect(isHttpUrl('https://ajuda.acme.com.br/manual')).toBe(true);
    expect(isHttpUrl('http://localhost:8080')).toBe(true);
  });

  it('refuses other schemes, relative paths and plain text', () => {
    for (const value of ['ftp://acme.com.br', 'javascript:alert(1)', '/assets/logo.png', 'acme.com.br', '']) {
      expect(isHttpUrl(value)).toBe(false);
    }
  });
});
