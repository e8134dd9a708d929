import { applyPattern } from './applyPattern';

describe('applyPattern', () => {
  it('writes literals only in front of a following character', () => {
    expect(applyPattern('123', '000-000')).toBe('123');
    expect(applyPattern('1234', '000-000')).toBe('123-4');
  });
});
