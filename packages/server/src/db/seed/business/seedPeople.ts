import { PartyType, PersonDocumentModel } from '@erp/domain';
import { gruposPessoas, pessoas } from '../../schema';
import { allocateIds, bulkInsert, type Tx } from './bulkInsert';
import { newCnpj, newCpf } from './documents';
import {
  CARRIER_KINDS,
  CITIES,
  COMPANY_WORDS,
  FIRST_NAMES,
  LEGAL_FORMS,
  SUPPLIER_KINDS,
  SURNAMES,
} from './names';
import type { Random } from './random';
import type { BusinessVolume } from './volume';

export interface SeededPeople {
  clienteIds: number[];
  fornecedorIds: number[];
}

const GROUPS: readonly [string, readonly string[]][] = [
  ['Varejo', ['Consumidor final', 'Clientes fidelidade']],
  ['Atacado', ['Restaurantes', 'Mercearias']],
  ['Fornecedores', ['Alimentos', 'Bebidas', 'Limpeza e higiene']],
];

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}

function phone(random: Random, ddd: string, mobile: boolean): string {
  const number = mobile
    ? `9${random.int(1000, 9999)}-${random.int(1000, 9999)}`
    : `${random.int(2000, 5999)}-${random.int(1000, 9999)}`;
  return `(${ddd}) ${number}`;
}

type PersonRow = typeof pessoas.$inferInsert;

/** Customers (mostly people with CPF, some companies), suppliers and carriers (companies with CNPJ), in groups. */
export async function seedPeople(
  tx: Tx,
  empresaId: number,
  volume: BusinessVolume,
  random: Random,
): Promise<SeededPeople> {
  const groupIds = new Map<string, number>();
  for (const [parent, children] of GROUPS) {
    const [parentId, ...childIds] = await allocateIds(tx, gruposPessoas, children.length + 1);
    await bulkInsert(tx, gruposPessoas, [
      { id: parentId, empresaId, descricao: parent },
      ...children.map((descricao, i) => ({ id: childIds[i], empresaId, descricao, parentId })),
    ]);
    children.forEach((child, i) => groupIds.set(child, childIds[i] ?? 0));
  }
  const group = (name: string) => groupIds.get(name) ?? null;

  const used = new Set<string>();
  const rows: PersonRow[] = [];
  const company = (kind: string): Omit<PersonRow, 'empresaId' | 'tipo' | 'grupoId'> => {
    const place = random.pick(CITIES);
    const nome = `${kind} ${random.pick(COMPANY_WORDS)}`;
    return {
      nome,
      razaoSocial: `${nome} ${random.pick(SURNAMES)} ${random.pick(LEGAL_FORMS)}`,
      modeloDocumento: PersonDocumentModel.CNPJ,
      cpfCnpj: newCnpj(random, used),
      email: `contato@${slug(nome)}.com.br`,
      telefone: phone(random, place.ddd, false),
      cidade: place.cidade,
      uf: place.uf,
      ativo: random.chance(0.95),
    };
  };

  for (let i = 0; i < volume.clientes; i += 1) {
    if (random.chance(0.85)) {
      const place = random.pick(CITIES);
      const nome = `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)} ${random.pick(SURNAMES)}`;
      rows.push({
        empresaId,
        tipo: PartyType.CLIENTE,
        nome,
        razaoSocial: null,
        modeloDocumento: PersonDocumentModel.CPF,
        cpfCnpj: newCpf(random, used),
        email: random.chance(0.7) ? `${slug(nome)}${random.int(1, 99)}@email.com.br` : null,
        telefone: phone(random, place.ddd, true),
        cidade: place.cidade,
        uf: place.uf,
        grupoId: group(random.chance(0.3) ? 'Clientes fidelidade' : 'Consumidor final'),
        ativo: random.chance(0.96),
      });
    } else {
      const kind = random.pick(['Restaurante', 'Lanchonete', 'Mercearia', 'Padaria', 'Bar'] as const);
      const grupo = kind === 'Mercearia' ? 'Mercearias' : 'Restaurantes';
      rows.push({ empresaId, tipo: PartyType.CLIENTE, grupoId: group(grupo), ...company(kind) });
    }
  }
  for (let i = 0; i < volume.fornecedores; i += 1) {
    const kind = random.pick(SUPPLIER_KINDS);
    const grupo =
      kind === 'Bebidas' ? 'Bebidas' : kind === 'Produtos de Limpeza' ? 'Limpeza e higiene' : 'Alimentos';
    rows.push({ empresaId, tipo: PartyType.FORNECEDOR, grupoId: group(grupo), ...company(kind) });
  }
  for (let i = 0; i < volume.transportadoras; i += 1) {
    rows.push({
      empresaId,
      tipo: PartyType.TRANSPORTADORA,
      grupoId: null,
      ...company(random.pick(CARRIER_KINDS)),
    });
  }

  const ids = await allocateIds(tx, pessoas, rows.length);
  rows.forEach((row, i) => (row.id = ids[i]));
  await bulkInsert(tx, pessoas, rows);
  const idsOf = (tipo: PartyType) => rows.filter((row) => row.tipo === tipo).map((row) => row.id ?? 0);
  return { clienteIds: idsOf(PartyType.CLIENTE), fornecedorIds: idsOf(PartyType.FORNECEDOR) };
}
