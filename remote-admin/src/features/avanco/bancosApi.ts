import { BancoListSchema, BancoSchema, getApi } from '@erp/api-client';
import type { Banco } from '@erp/domain';

/** A bank as the form sends it. */
export type BancoInput = Omit<Banco, 'id'>;

/** `Admin/bancos` CRUD (avanco): the product-wide list of banks, 3-digit codes unique. */
export const bancosApi = {
  list: (): Promise<Banco[]> => getApi().get('Admin/bancos', BancoListSchema),
  create: (banco: BancoInput): Promise<Banco> => getApi().post('Admin/bancos', banco, BancoSchema),
  update: (id: number, banco: BancoInput): Promise<Banco> =>
    getApi().put(`Admin/bancos/${id}`, banco, BancoSchema),
  remove: (id: number): Promise<void> => getApi().delete(`Admin/bancos/${id}`),
};
