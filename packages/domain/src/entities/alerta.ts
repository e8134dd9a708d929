/** Kind of an alert; the dropdown colours it. */
export type AlertaTipo = 'info' | 'success' | 'warning';

/** An alert of the signed-in user (spec 001 §3 "Alert"). */
export interface Alerta {
  id: number;
  tipo: AlertaTipo;
  texto: string;
  /** ISO 8601 instant. */
  data: string;
  /** Where "Ver detalhes" leads; null when the alert has no link. */
  link: string | null;
  permiteExcluir: boolean;
  lido: boolean;
}

/** `GET Alertas/list`: the user's alerts, newest first, with the unread count of the header badge. */
export interface AlertaResumo {
  alertas: Alerta[];
  naoLidos: number;
}
