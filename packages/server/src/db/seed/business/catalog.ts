import { ProductType } from '@erp/domain';
import {
  CLEANING_BRANDS,
  DAIRY_BRANDS,
  DRINK_BRANDS,
  FOOD_BRANDS,
  HYGIENE_BRANDS,
  MEAT_BRANDS,
} from './catalogBrands';

/** A kind of goods: its variants (brand × size) make the product list. NCM codes are real 8-digit codes. */
interface BaseItem {
  nome: string;
  ncm: string;
  unidade: string;
  /** Reference sale price of the first size, in reais. */
  preco: number;
  tamanhos: readonly string[];
}

interface CatalogCategory {
  categoria: string;
  subcategoria: string;
  marcas: readonly string[];
  itens: readonly BaseItem[];
}

/** Parent category → subcategory → goods. */
export const CATALOG: readonly CatalogCategory[] = [
  {
    categoria: 'Mercearia',
    subcategoria: 'Grãos e cereais',
    marcas: FOOD_BRANDS,
    itens: [
      {
        nome: 'Arroz Branco Tipo 1',
        ncm: '10063021',
        unidade: 'PCT',
        preco: 6.5,
        tamanhos: ['1 kg', '2 kg', '5 kg'],
      },
      { nome: 'Arroz Parboilizado', ncm: '10063011', unidade: 'PCT', preco: 6.9, tamanhos: ['1 kg', '5 kg'] },
      {
        nome: 'Feijão Carioca',
        ncm: '07133319',
        unidade: 'PCT',
        preco: 8.9,
        tamanhos: ['500 g', '1 kg', '2 kg'],
      },
      { nome: 'Feijão Preto', ncm: '07133319', unidade: 'PCT', preco: 9.5, tamanhos: ['500 g', '1 kg'] },
      { nome: 'Lentilha', ncm: '07134090', unidade: 'PCT', preco: 11.9, tamanhos: ['500 g'] },
      { nome: 'Aveia em Flocos', ncm: '11041200', unidade: 'CX', preco: 7.2, tamanhos: ['200 g', '500 g'] },
    ],
  },
  {
    categoria: 'Mercearia',
    subcategoria: 'Massas e farinhas',
    marcas: FOOD_BRANDS,
    itens: [
      {
        nome: 'Macarrão Espaguete',
        ncm: '19021900',
        unidade: 'PCT',
        preco: 4.8,
        tamanhos: ['500 g', '1 kg'],
      },
      { nome: 'Macarrão Parafuso', ncm: '19021900', unidade: 'PCT', preco: 4.9, tamanhos: ['500 g'] },
      { nome: 'Farinha de Trigo', ncm: '11010010', unidade: 'PCT', preco: 5.6, tamanhos: ['1 kg', '5 kg'] },
      {
        nome: 'Farinha de Mandioca',
        ncm: '11062000',
        unidade: 'PCT',
        preco: 7.4,
        tamanhos: ['500 g', '1 kg'],
      },
      { nome: 'Fubá Mimoso', ncm: '11022000', unidade: 'PCT', preco: 4.2, tamanhos: ['500 g', '1 kg'] },
    ],
  },
  {
    categoria: 'Mercearia',
    subcategoria: 'Óleos, açúcar e café',
    marcas: FOOD_BRANDS,
    itens: [
      { nome: 'Óleo de Soja', ncm: '15079011', unidade: 'UN', preco: 7.9, tamanhos: ['900 ml'] },
      {
        nome: 'Azeite Extravirgem',
        ncm: '15091000',
        unidade: 'UN',
        preco: 32.9,
        tamanhos: ['250 ml', '500 ml'],
      },
      { nome: 'Açúcar Refinado', ncm: '17019900', unidade: 'PCT', preco: 4.9, tamanhos: ['1 kg', '5 kg'] },
      { nome: 'Açúcar Cristal', ncm: '17011400', unidade: 'PCT', preco: 4.5, tamanhos: ['1 kg', '5 kg'] },
      {
        nome: 'Café Torrado e Moído',
        ncm: '09012100',
        unidade: 'PCT',
        preco: 18.9,
        tamanhos: ['250 g', '500 g'],
      },
      { nome: 'Sal Refinado', ncm: '25010020', unidade: 'PCT', preco: 2.9, tamanhos: ['1 kg'] },
    ],
  },
  {
    categoria: 'Bebidas',
    subcategoria: 'Refrigerantes e sucos',
    marcas: DRINK_BRANDS,
    itens: [
      {
        nome: 'Refrigerante',
        ncm: '22021000',
        unidade: 'UN',
        preco: 5.5,
        tamanhos: ['350 ml', '600 ml', '2 l'],
      },
      { nome: 'Refrigerante Zero', ncm: '22021000', unidade: 'UN', preco: 5.9, tamanhos: ['350 ml', '2 l'] },
      {
        nome: 'Suco de Uva Integral',
        ncm: '20096100',
        unidade: 'UN',
        preco: 14.9,
        tamanhos: ['1 l', '1,5 l'],
      },
      { nome: 'Néctar de Laranja', ncm: '20091900', unidade: 'UN', preco: 7.9, tamanhos: ['1 l'] },
      {
        nome: 'Água Mineral sem Gás',
        ncm: '22011000',
        unidade: 'UN',
        preco: 2.5,
        tamanhos: ['500 ml', '1,5 l', '5 l'],
      },
    ],
  },
  {
    categoria: 'Bebidas',
    subcategoria: 'Cervejas',
    marcas: ['Skol', 'Brahma', 'Antarctica', 'Heineken', 'Budweiser', 'Amstel', 'Itaipava', 'Original'],
    itens: [
      {
        nome: 'Cerveja Pilsen Lata',
        ncm: '22030000',
        unidade: 'UN',
        preco: 3.9,
        tamanhos: ['269 ml', '350 ml', '473 ml'],
      },
      {
        nome: 'Cerveja Long Neck',
        ncm: '22030000',
        unidade: 'UN',
        preco: 5.9,
        tamanhos: ['330 ml', '355 ml'],
      },
      { nome: 'Cerveja Garrafa', ncm: '22030000', unidade: 'UN', preco: 8.9, tamanhos: ['600 ml', '1 l'] },
    ],
  },
  {
    categoria: 'Frios e laticínios',
    subcategoria: 'Leites e derivados',
    marcas: DAIRY_BRANDS,
    itens: [
      { nome: 'Leite UHT Integral', ncm: '04012010', unidade: 'UN', preco: 5.2, tamanhos: ['1 l'] },
      { nome: 'Leite UHT Desnatado', ncm: '04011010', unidade: 'UN', preco: 5.4, tamanhos: ['1 l'] },
      { nome: 'Iogurte Natural', ncm: '04032000', unidade: 'UN', preco: 4.9, tamanhos: ['170 g', '500 g'] },
      { nome: 'Manteiga com Sal', ncm: '04051000', unidade: 'UN', preco: 12.9, tamanhos: ['200 g', '500 g'] },
      {
        nome: 'Queijo Muçarela Fatiado',
        ncm: '04061010',
        unidade: 'PCT',
        preco: 9.9,
        tamanhos: ['150 g', '300 g'],
      },
      { nome: 'Requeijão Cremoso', ncm: '04061090', unidade: 'UN', preco: 8.5, tamanhos: ['200 g'] },
      { nome: 'Creme de Leite', ncm: '04015010', unidade: 'UN', preco: 3.9, tamanhos: ['200 g'] },
      { nome: 'Leite Condensado', ncm: '04029900', unidade: 'UN', preco: 6.9, tamanhos: ['395 g'] },
    ],
  },
  {
    categoria: 'Açougue',
    subcategoria: 'Carnes e congelados',
    marcas: MEAT_BRANDS,
    itens: [
      {
        nome: 'Peito de Frango Congelado',
        ncm: '02071400',
        unidade: 'KG',
        preco: 18.9,
        tamanhos: ['1 kg', '2 kg'],
      },
      { nome: 'Coxa e Sobrecoxa', ncm: '02071400', unidade: 'KG', preco: 13.9, tamanhos: ['1 kg'] },
      { nome: 'Linguiça Toscana', ncm: '16010000', unidade: 'KG', preco: 19.9, tamanhos: ['700 g', '1 kg'] },
      { nome: 'Salsicha Hot Dog', ncm: '16010000', unidade: 'PCT', preco: 9.9, tamanhos: ['500 g', '1 kg'] },
      { nome: 'Presunto Cozido Fatiado', ncm: '16024100', unidade: 'PCT', preco: 7.9, tamanhos: ['200 g'] },
      { nome: 'Hambúrguer Bovino', ncm: '16025000', unidade: 'CX', preco: 14.9, tamanhos: ['672 g'] },
      { nome: 'Lasanha à Bolonhesa', ncm: '19022000', unidade: 'UN', preco: 16.9, tamanhos: ['600 g'] },
    ],
  },
  {
    categoria: 'Limpeza',
    subcategoria: 'Limpeza da casa',
    marcas: CLEANING_BRANDS,
    itens: [
      { nome: 'Detergente Líquido', ncm: '34022000', unidade: 'UN', preco: 2.9, tamanhos: ['500 ml'] },
      { nome: 'Sabão em Pó', ncm: '34022000', unidade: 'CX', preco: 15.9, tamanhos: ['800 g', '1,6 kg'] },
      { nome: 'Sabão Líquido', ncm: '34022000', unidade: 'UN', preco: 24.9, tamanhos: ['1 l', '3 l'] },
      { nome: 'Amaciante', ncm: '38099190', unidade: 'UN', preco: 13.9, tamanhos: ['2 l', '5 l'] },
      { nome: 'Desinfetante', ncm: '38089419', unidade: 'UN', preco: 6.9, tamanhos: ['500 ml', '2 l'] },
      { nome: 'Água Sanitária', ncm: '28289011', unidade: 'UN', preco: 4.5, tamanhos: ['1 l', '2 l'] },
      { nome: 'Limpador Multiuso', ncm: '34029039', unidade: 'UN', preco: 5.9, tamanhos: ['500 ml'] },
      { nome: 'Esponja Dupla Face', ncm: '39241000', unidade: 'PCT', preco: 4.9, tamanhos: ['3 un', '4 un'] },
    ],
  },
  {
    categoria: 'Higiene e beleza',
    subcategoria: 'Higiene pessoal',
    marcas: HYGIENE_BRANDS,
    itens: [
      { nome: 'Creme Dental', ncm: '33061000', unidade: 'UN', preco: 4.9, tamanhos: ['70 g', '90 g'] },
      { nome: 'Sabonete em Barra', ncm: '34011190', unidade: 'UN', preco: 2.7, tamanhos: ['85 g', '90 g'] },
      { nome: 'Shampoo', ncm: '33051000', unidade: 'UN', preco: 16.9, tamanhos: ['325 ml', '400 ml'] },
      { nome: 'Condicionador', ncm: '33059000', unidade: 'UN', preco: 17.9, tamanhos: ['325 ml', '400 ml'] },
      { nome: 'Desodorante Aerosol', ncm: '33072010', unidade: 'UN', preco: 14.9, tamanhos: ['150 ml'] },
      {
        nome: 'Papel Higiênico Folha Dupla',
        ncm: '48181000',
        unidade: 'PCT',
        preco: 18.9,
        tamanhos: ['4 rolos', '12 rolos'],
      },
      { nome: 'Escova Dental', ncm: '96032100', unidade: 'UN', preco: 8.9, tamanhos: ['macia', 'média'] },
    ],
  },
  {
    categoria: 'Padaria',
    subcategoria: 'Pães e biscoitos',
    marcas: ['Pullman', 'Wickbold', 'Seven Boys', 'Bauducco', 'Marilan', 'Piraquê', 'Tostines', 'Vitarella'],
    itens: [
      {
        nome: 'Pão de Forma Tradicional',
        ncm: '19059010',
        unidade: 'PCT',
        preco: 8.9,
        tamanhos: ['400 g', '500 g'],
      },
      { nome: 'Pão de Forma Integral', ncm: '19059010', unidade: 'PCT', preco: 10.9, tamanhos: ['400 g'] },
      {
        nome: 'Biscoito Cream Cracker',
        ncm: '19053100',
        unidade: 'PCT',
        preco: 4.9,
        tamanhos: ['200 g', '400 g'],
      },
      {
        nome: 'Biscoito Recheado Chocolate',
        ncm: '19053100',
        unidade: 'PCT',
        preco: 2.9,
        tamanhos: ['130 g'],
      },
      { nome: 'Bolo Pronto de Laranja', ncm: '19059090', unidade: 'UN', preco: 11.9, tamanhos: ['250 g'] },
      { nome: 'Torrada Tradicional', ncm: '19054000', unidade: 'PCT', preco: 6.9, tamanhos: ['160 g'] },
    ],
  },
];

/** Extra size wording: a line ("Tradicional", "Econômica"…) multiplies variants when the plain list runs out. */
export const LINES = [
  '',
  'Tradicional',
  'Premium',
  'Econômica',
  'Leve',
  'Família',
  'Orgânico',
  'Seleção',
] as const;

/** Products of type Serviços have no stock; a few show that the catalogue carries both. */
export const SERVICES = [
  { nome: 'Entrega em Domicílio', preco: 12 },
  { nome: 'Montagem de Cesta Básica', preco: 15 },
  { nome: 'Embalagem para Presente', preco: 8 },
] as const;

export const SERVICE_NCM = '00000000';
export const MERCHANDISE_TYPE = ProductType.MERCADORIA_REVENDA;
export const SERVICE_TYPE = ProductType.SERVICOS;
