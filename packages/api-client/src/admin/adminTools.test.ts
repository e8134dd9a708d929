import * as v from 'valibot';
import {
  AdminRemoteAreaListSchema,
  AuditEntryListSchema,
  IbptImportResultSchema,
  IbptItemListSchema,
  NpsResumoSchema,
  PdvVersaoAtualSchema,
} from './index';

describe('admin tools schemas', () => {
  it('reads audit rows whatever JSON their from/to hold, absent ones as null', () => {
    const [row] = v.parse(AuditEntryListSchema, [
      {
        id: 1,
        data: '2026-11-23T15:04:00.000Z',
        usuario: { id: 4, nome: 'Suporte', email: 'suporte@demo.com.br' },
        idConfig: 2,
        acao: 'whitelabel.salvar',
        alvo: 'ConfigWhiteLabels/2',
        de: { tema: 'azul' },
      },
    ]);
    expect(row?.de).toEqual({ tema: 'azul' });
    expect(row?.para).toBeNull();
  });

  it('reads IBPT rates sent as decimal text and defaults missing description and ex', () => {
    const [row] = v.parse(IbptItemListSchema, [
      { codigo: '09011110', nacionalFederal: '13.45', importadosFederal: 15.45, estadual: 18, municipal: 0 },
    ]);
    expect(row).toMatchObject({ nacionalFederal: 13.45, ex: '', descricao: '', vigenciaInicio: null });
    expect(() => v.parse(IbptItemListSchema, [{ codigo: '1', nacionalFederal: 'dez' }])).toThrow();
  });

  it('reads an import result without errors as an empty list, refuses negative counts', () => {
    expect(v.parse(IbptImportResultSchema, { importados: 3, ignorados: 0 }).erros).toEqual([]);
    expect(() => v.parse(IbptImportResultSchema, { importados: -1, ignorados: 0 })).toThrow();
  });

  it('refuses an NPS score outside −100..100 and answers outside 0..10', () => {
    const base = { nota: 35, respostas: 1, promotores: 1, neutros: 0, detratores: 0 };
    expect(v.parse(NpsResumoSchema, base).ultimas).toEqual([]);
    expect(() => v.parse(NpsResumoSchema, { ...base, nota: 101 })).toThrow();
    const late = { nota: 11, comentario: null, data: '2026-11-23', empresa: 'X' };
    expect(() => v.parse(NpsResumoSchema, { ...base, ultimas: [late] })).toThrow();
  });

  it('reads an area whose container was never released (versaoAtiva null, as the API answers it)', () => {
    const [row] = v.parse(AdminRemoteAreaListSchema, [
      {
        area: 'auth',
        container: 'auth',
        containers: ['auth'],
        versaoAtiva: null,
        origem: 'global',
        versoes: [],
      },
    ]);
    expect(row?.versaoAtiva).toBeNull();
  });

  it('reads the PDV version, or null before the first one', () => {
    expect(v.parse(PdvVersaoAtualSchema, null)).toBeNull();
    expect(
      v.parse(PdvVersaoAtualSchema, { versao: '1.2.3', url: 'https://x/pdv.exe', obrigatoria: true }),
    ).toEqual({
      versao: '1.2.3',
      url: 'https://x/pdv.exe',
      obrigatoria: true,
    });
  });
});
