// The brands each kind of goods in the demo catalogue comes in (real brands sold in Brazilian supermarkets).

export const FOOD_BRANDS = [
  'Camil',
  'Tio João',
  'Kicaldo',
  'Prato Fino',
  'Dona Benta',
  'Qualitá',
  'Urbano',
  'Namorado',
];
export const DRINK_BRANDS = [
  'Coca-Cola',
  'Guaraná Antarctica',
  'Fanta',
  'Sukita',
  'Del Valle',
  'Maguary',
  'Crystal',
  'Schin',
];
export const DAIRY_BRANDS = [
  'Itambé',
  'Piracanjuba',
  'Nestlé',
  'Vigor',
  'Batavo',
  'Tirolez',
  'Aviação',
  'Danone',
];
export const CLEANING_BRANDS = ['Ypê', 'Omo', 'Veja', 'Limpol', 'Minuano', 'Brilhante', 'Comfort', 'Qboa'];
export const HYGIENE_BRANDS = [
  'Colgate',
  'Dove',
  'Nivea',
  'Palmolive',
  'Rexona',
  'Seda',
  'Protex',
  'Sorriso',
];
export const MEAT_BRANDS = ['Sadia', 'Perdigão', 'Seara', 'Aurora', 'Friboi', 'Swift', 'Rezende', 'Pif Paf'];
