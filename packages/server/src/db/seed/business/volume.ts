/** How much business data a demo company gets at scale 1 (the CONTRACT's "thousands of rows" for Mercado Demo). */
export interface BusinessVolume {
  clientes: number;
  fornecedores: number;
  transportadoras: number;
  produtos: number;
  vendedores: number;
  /** Sales over the last 12 months, all branches together. */
  vendas: number;
  /** Supplier bills over the last 12 months and the next weeks, per branch (fixed monthly bills come on top). */
  contasPagar: number;
}

/** Scales a volume (tests use a small fraction); every kind keeps at least one row so no screen is empty. */
export function scaleVolume(volume: BusinessVolume, scale: number): BusinessVolume {
  const scaled = (n: number) => Math.max(1, Math.round(n * scale));
  return {
    clientes: scaled(volume.clientes),
    fornecedores: scaled(volume.fornecedores),
    transportadoras: scaled(volume.transportadoras),
    produtos: Math.max(10, Math.round(volume.produtos * scale)),
    // A handful of rows whatever the scale: per-seller figures need several sellers.
    vendedores: volume.vendedores,
    vendas: Math.max(60, Math.round(volume.vendas * scale)),
    contasPagar: Math.max(6, Math.round(volume.contasPagar * scale)),
  };
}
