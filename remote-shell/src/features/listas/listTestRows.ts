// Rows of the sales orders' list as `GET PedidosVenda` answers them, for the list's tests.

/** Two sales of seller 7: an NFC-e that went through and a cancelled NF-e without a customer. */
export const VENDAS = [
  {
    id: 10,
    numero: 501,
    dataHora: '2026-10-05T15:00:00.000Z',
    modelo: 65,
    cliente: 'Ana Souza',
    vendedor: 'Vera',
    vendedorId: 7,
    total: 100.5,
    status: 'finalizada',
  },
  {
    id: 11,
    numero: 502,
    dataHora: '2026-10-06T15:00:00.000Z',
    modelo: 55,
    cliente: null,
    vendedor: 'Vera',
    vendedorId: 7,
    total: 49.25,
    status: 'cancelada',
  },
];
