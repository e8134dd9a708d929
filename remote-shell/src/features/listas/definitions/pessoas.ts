import { MESSAGES } from '@erp/domain';
import type { ListField, ShellListDefinition } from '../listDefinition';
import { textSearch } from '../listQuery';
import { activeFilter } from './commonFilters';
import { detailField, gridField } from './listFields';

const { searchPlaceholder } = MESSAGES.lists;

const PEOPLE_FIELDS: readonly ListField[] = [
  gridField('nome', 'text'),
  gridField('cpfCnpj', 'document'),
  detailField('razaoSocial', 'text'),
  gridField('cidade', 'text'),
  gridField('uf', 'text'),
  gridField('telefone', 'phone', { sortable: false }),
  detailField('email', 'text'),
  detailField('grupo', 'text'),
  gridField('ativo', 'yesNo'),
  detailField('dataCadastro', 'dateTime'),
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
