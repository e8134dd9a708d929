import { decodeIndicante } from './decodeIndicante';

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('decodeIndicante', () => {
  it('decodes a base64 JSON object, accents included', () => {
    expect(decodeIndicante(encode('{"id":7,"nome":"João"}'))).toEqual({ id: 7, nome: 'João' });
  });

  it('accepts URL-safe and URL-encoded base64', () => {
    const json = '{"nome":"Ação???>>>"}';
    const urlSafe = Buffer.from(json, 'utf8').toString('base64url');
    expect(decodeIndicante(urlSafe)).toEqual({ nome: 'Ação???>>>' });
    expect(decodeIndicante(encodeURIComponent(encode(json)))).toEqual({ nome: 'Ação???>>>' });
  });

  it('rejects values that are not base64 of a JSON object', () => {
    for (const value of [
      '',
      null,
      undefined,
      'não é base64',
      encode('not json'),
      encode('[1,2]'),
      encode('null'),
      '%E0%A4%A',
    ]) {
      expect(decodeIndicante(value)).toBeNull();
    }
  });
});
