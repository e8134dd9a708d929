import { MESSAGES } from '@erp/domain';
import type { ListField, ShellListDefinition } from '../listDefinition';
import { textSearch } from '../listQuery';
import { activeFilter } from './commonFilters';

const { columns: c, searchPlaceholder } = MESSAGES.lists;

const PEOPLE_FIELDS: readonly ListField[] = [
  { field: 'nome', header: c.nome, kind: 'text', inGrid: true },
  { field: 'cpfCnpj', header: c.cpfCnpj, kind: 'document', inGrid: true },
  { field: 'razaoSocial', header: c.razaoSocial, kind: 'text' },
  { field: 'cidade', header: c.cidade, kind: 'text', inGrid: true },
  { field: 'uf', header: c.uf, kind: 'text', inGrid: true },
  { field: 'telefone', header: c.telefone, kind: 'phone', inGrid: true, sortable: false },
  { field: 'email', header: c.email, kind: 'text' },
  { field: 'grupo', header: c.grupo, kind: 'text' },
  { field: 'ativo', header: c.ativo, kind: 'yesNo', inGrid: true },
  { field: 'dataCadastro', header: c.dataCadastro, kind: 'dateTime' },
];

function peopleList(name: 'clientes' | 'fornecedores'): ShellListDefinition {
  return {
    name,
    fields: PEOPLE_FIELDS,
    search: textSearch(['nome', 'razaoSocial'], { documentField: 'documento' }),
    searchPlaceholder: searchPlaceholder.pessoas,
    filters: [activeFilter],
    defaultSort: { field: 'nome', desc: false },
    titleField: 'nome',
    fileBase: name,
  };
}

export const clientes = peopleList('clientes');
export const fornecedores = peopleList('fornecedores');
