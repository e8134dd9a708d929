import { markModuleInstance } from './markModuleInstance';

describe('markModuleInstance', () => {
  it('counts each evaluation of a package per page', () => {
    const page = {};
    expect(markModuleInstance('@erp/session', page)).toBe(1);
    expect(markModuleInstance('@erp/api-client', page)).toBe(1);
    expect(markModuleInstance('@erp/session', page)).toBe(2);
    expect((page as { __ERP_SINGLETONS__: Record<string, number> }).__ERP_SINGLETONS__).toEqual({
      '@erp/session': 2,
      '@erp/api-client': 1,
    });
  });
});
