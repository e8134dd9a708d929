import * as v from 'valibot';
import { CidadeListSchema, SignupResponseSchema, UfListSchema } from './signup';

describe('sign-up schemas', () => {
  it('reads the sign-up answer, with or without its id, and refuses ids that are not numbers', () => {
    expect(v.parse(SignupResponseSchema, { id: 3, userId: 9 })).toEqual({ id: 3, userId: 9 });
    expect(v.parse(SignupResponseSchema, {})).toEqual({});
    expect(v.safeParse(SignupResponseSchema, { id: '3', userId: 9 }).success).toBe(false);
  });

  it('reads states and cities with their IBGE codes', () => {
    expect(v.parse(UfListSchema, [{ id: 35, uf: 'SP', nome: 'São Paulo' }])).toHaveLength(1);
    expect(v.parse(CidadeListSchema, [{ id: 3550308, nome: 'São Paulo', uf: 'SP' }])[0]?.id).toBe(3550308);
    expect(v.safeParse(CidadeListSchema, [{ id: 3550308, nome: 'São Paulo', uf: 'São Paulo' }]).success).toBe(
      false,
    );
  });
});
