/** A module of a plan; `visivel` says whether the plans page lists it (spec 000 §3 "Plan"). */
export interface PlanoModulo {
  id: number;
  nome: string;
  visivel: boolean;
}

/** A subscription plan of a brand (spec 000 §3, spec 001 §7 "Plans"). */
export interface Plano {
  id: number;
  nome: string;
  descricao: string;
  /** Monthly price in reais. */
  valorMensal: number;
  modulos: PlanoModulo[];
  /** The plan's id in the billing system. */
  idExterno: string;
  /** The brand's idConfig. */
  configWhiteLabel: number;
  /** Whether the brand still sells it (the server answers only active plans to customers); absent means active. */
  ativo?: boolean;
}
