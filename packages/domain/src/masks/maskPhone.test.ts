import { maskPhone } from './maskPhone';
import { typeInto } from './typeInto.testkit';

describe('maskPhone', () => {
  it('uses (00) 0 0000-0000 for 11 digits', () => {
    expect(maskPhone('11987654321')).toBe('(11) 9 8765-4321');
  });

  it('uses (00) 0000-00009 otherwise', () => {
    expect(maskPhone('1133334444')).toBe('(11) 3333-4444');
    expect(maskPhone('113333444')).toBe('(11) 3333-444');
  });

  it('masks progressively and caps at 11 digits', () => {
    expect(typeInto(maskPhone, '119876')).toEqual([
      '(1',
      '(11',
      '(11) 9',
      '(11) 98',
      '(11) 987',
      '(11) 9876',
    ]);
    expect(maskPhone('(11) 9 8765-43210')).toBe('(11) 9 8765-4321');
  });

  it('goes back to the 10-digit shape when a digit is deleted', () => {
    expect(maskPhone('(11) 9 8765-432')).toBe('(11) 9876-5432');
  });
});
