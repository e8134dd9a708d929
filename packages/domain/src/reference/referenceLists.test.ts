import {
  ACCOUNT_TYPE_LABELS,
  ACCOUNTING_NATURE_LABELS,
  AccountingAccountType,
  DebitCredit,
} from './accounting';
import {
  BUSINESS_SEGMENT_LABELS,
  BusinessSegment,
  ExternalSystem,
  JOB_STATUS_COLORS,
  JOB_STATUS_LABELS,
  JobStatus,
  ReportFormat,
  ReportType,
} from './business';
import { DAYS_OF_MONTH, MONTH_LABELS, Month, WEEK_DAY_LABELS, WeekDay, INTERVAL_LABELS } from './calendar';
import {
  AttendanceType,
  DocumentOperation,
  DocumentPurpose,
  EmissionType,
  FiscalModel,
  FREIGHT_TYPES_VERSION_400_ONLY,
  FreightType,
  OperationDestination,
  PrintLayout,
  TaxSituation,
} from './nfe';
import { INTEGRAL_ORDER_STATUS_LABELS, LOOSE_ORDER_STATUS_LABELS } from './orders';
import { ContributorType, DocumentFormat, PARTY_TYPE_LABELS, PersonDocumentModel } from './parties';
import { ICMS_RATES, PRODUCT_ORIGIN_LABELS, PRODUCT_TYPE_LABELS } from './products';
import { StockMovementType } from './stock';

describe('reference lists of spec 001 §3', () => {
  it('stock movement types carry the spec codes', () => {
    expect(StockMovementType).toEqual({
      COMPRA: 0,
      VENDA: 1,
      VENDA_A_PARTIR_DE_CUPOM: 11,
      TRANSFERENCIA: 2,
      BONIFICACAO: 3,
      DEVOLUCAO_FORNECEDOR: 4,
      DEVOLUCAO_CLIENTE: 5,
      SIMPLES_REMESSA: 6,
      SIMPLES_REMESSA_PRECO_VENDA: 12,
      PERDAS: 7,
      COMPLEMENTO: 8,
      AJUSTE: 9,
      ENTRADA_PRODUTOR_RURAL: 10,
      SIMPLES_FATURAMENTO: 13,
      SAIDA_EFETIVA_MERCADORIA: 14,
    });
  });

  it('party types and person documents', () => {
    expect(PARTY_TYPE_LABELS).toEqual({ 0: 'Cliente', 1: 'Fornecedor', 2: 'Filial', 5: 'Transportadora' });
    expect(PersonDocumentModel).toEqual({ CPF: 0, CNPJ: 1 });
    expect(Object.values(ContributorType)).toEqual([1, 2, 9]);
    expect(Object.values(DocumentFormat)).toEqual(['cpf', 'cnpj']);
  });

  it('NF-e codes', () => {
    expect(Object.values(DocumentOperation)).toEqual([0, 1, 3]);
    expect(FiscalModel).toEqual({ NFE: 55, NFCE: 65 });
    expect(Object.values(DocumentPurpose)).toEqual([1, 2, 3, 4]);
    expect(Object.values(EmissionType)).toEqual([1, 2, 3, 4, 5, 6, 7, 9]);
    expect(Object.values(PrintLayout)).toEqual([1, 2]);
    expect(Object.values(OperationDestination)).toEqual([1, 2, 3]);
    expect(Object.values(AttendanceType)).toEqual([0, 1, 2, 3, 4, 5, 9]);
    expect(Object.values(FreightType)).toEqual([0, 1, 2, 3, 4, 9]);
    expect(FREIGHT_TYPES_VERSION_400_ONLY).toEqual([3, 4]);
    expect(Object.values(TaxSituation)).toEqual([0, 1, 4, 6, 9]);
  });

  it('business segments keep the spec codes', () => {
    expect(Object.values(BusinessSegment)).toEqual([
      'alimentacao',
      'supermercado',
      'padaria',
      'servicos',
      'varejo',
      'combustivel',
      'vestuario',
      'clinica_medica',
      'revenda_combustivel',
      'outros',
    ]);
    expect(Object.keys(BUSINESS_SEGMENT_LABELS)).toHaveLength(10);
  });

  it('job status: codes, labels and badge colours', () => {
    expect(JobStatus).toEqual({ PROCESSANDO: 0, FINALIZADO: 1, ERRO: 2 });
    expect(JOB_STATUS_LABELS).toEqual({ 0: 'Processando', 1: 'Finalizado', 2: 'Erro' });
    expect(JOB_STATUS_COLORS).toEqual({ 0: 'blue', 1: 'green', 2: 'red' });
  });

  it('order statuses with their Portuguese labels', () => {
    expect(INTEGRAL_ORDER_STATUS_LABELS).toEqual({ 0: 'Pendente', 2: 'Faturado', 3: 'Montagem de Carga' });
    expect(LOOSE_ORDER_STATUS_LABELS).toEqual({
      0: 'Aguardando',
      1: 'Aguardando Central',
      2: 'Aguardando Faturamento',
      3: 'Faturado',
      4: 'Cancelado',
      5: 'Digitando',
      6: 'Pedido de Venda Gerado',
    });
  });

  it('external systems, report types and formats', () => {
    expect(Object.values(ExternalSystem)).toEqual([1, 2, 3, 4]);
    expect(ReportType).toEqual({ VENDAS: 1, FECHAMENTOS: 2 });
    expect(Object.values(ReportFormat)).toEqual(['pdf', 'xlsx']);
  });

  it('product types, origins 0–8 and ICMS rates', () => {
    expect(PRODUCT_TYPE_LABELS).toEqual({
      0: 'Mercadoria Revenda',
      1: 'Matéria Prima',
      2: 'Embalagem',
      3: 'Produto em Processo',
      4: 'Produto Acabado',
      5: 'Subproduto',
      6: 'Produto Intermediário',
      7: 'Material de Uso e Consumo',
      8: 'Ativo Imobilizado',
      9: 'Serviços',
      10: 'Outros insumos',
      99: 'Outras',
    });
    expect(Object.keys(PRODUCT_ORIGIN_LABELS).map(Number)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ICMS_RATES).toEqual([0, 4, 7, 8.4, 12, 17, 18, 19, 19.5, 20, 20.5, 21, 22, 25, 29]);
  });

  it('week days 1–7 start on Monday, months 0–11 run Janeiro to Dezembro, days 1–31', () => {
    expect(WeekDay.SEGUNDA).toBe(1);
    expect(WEEK_DAY_LABELS[1]).toBe('Segunda-feira');
    expect(WEEK_DAY_LABELS[7]).toBe('Domingo');
    expect(Month.JANEIRO).toBe(0);
    expect(Object.values(MONTH_LABELS)).toEqual([
      'Janeiro',
      'Fevereiro',
      'Março',
      'Abril',
      'Maio',
      'Junho',
      'Julho',
      'Agosto',
      'Setembro',
      'Outubro',
      'Novembro',
      'Dezembro',
    ]);
    expect(DAYS_OF_MONTH[0]).toBe(1);
    expect(DAYS_OF_MONTH).toHaveLength(31);
    expect(DAYS_OF_MONTH[30]).toBe(31);
    expect(Object.values(INTERVAL_LABELS)).toEqual(['Semanal', 'Mensal', 'Anual']);
  });

  it('accounting lists', () => {
    expect(Object.values(ACCOUNT_TYPE_LABELS)).toEqual(['Caixa', 'Corrente', 'Investimento']);
    expect(Object.keys(ACCOUNTING_NATURE_LABELS).map(Number)).toEqual([1, 2, 3, 4, 5, 9]);
    expect(AccountingAccountType).toEqual({ SINTETICA: 'S', ANALITICA: 'A' });
    expect(DebitCredit).toEqual({ DEBITO: 0, CREDITO: 1 });
  });
});
