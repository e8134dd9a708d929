import { MENU_TITLES } from '../../messages/menuMessages';
import { entry, group } from './menuItem';

// The fiscal groups of the main menu (spec 001 §6); links as in mainMenu.ts.

/** NF-e issue and follow-up. */
export const nfe = group('nfe', MENU_TITLES.nfe, 'IconFileInvoice', [
  entry('emitirNfe', 'Emitir NF-e', 'IconFileExport', 'nfe', '/pages/nfe/emitir-nfe'),
  entry(
    'emitirNfeEntrada',
    'Emitir NF-e de entrada',
    'IconFileImport',
    'nfe',
    '/pages/nfe/emitir-nfe/entrada',
  ),
  entry('notasProcessadas', 'Notas processadas', 'IconFileCheck', 'nfe', '/pages/nfe/notas-processadas'),
  entry('inutilizacoes', 'Inutilizações', 'IconFileOff', 'nfe', '/pages/nfe/inutilizacoes'),
  entry('manifestacoes', 'Manifestações', 'IconMailbox', 'nfe', '/pages/nfe/manifestacoes'),
]);

/** NFS-e (service invoices) are issued from a service sales order. */
export const nfse = group('nfse', MENU_TITLES.nfse, 'IconFileText', [
  entry('emitirNfse', 'Emitir NFS-e', 'IconFilePlus', 'nfe', '/pages/vendas/pedido-vendas/cadastrar/servico'),
  entry('nfseEmitidas', 'NFS-e emitidas', 'IconFileText', 'nfe', '/pages/vendas/pedido-vendas/servico'),
  entry('servicos', 'Serviços', 'IconTool', 'produtos', '/pages/estoque/servicos'),
]);

/** Fiscal and device exports; an accountant sees only XML, SPED and Sintegra. */
export const exportacoes = group('exportacoes', MENU_TITLES.exportacoes, 'IconFileExport', [
  entry('exportarXmlNfe', 'Exportar XML', 'IconFileCode', 'fiscal', '/pages/nfe/exportar-xml-nfe'),
  entry(
    'gerarArquivoSped',
    'Gerar arquivo SPED',
    'IconFileSpreadsheet',
    'fiscal',
    '/pages/fiscais/gerar-arquivo-sped',
  ),
  entry(
    'gerarArquivoSintegra',
    'Gerar arquivo Sintegra',
    'IconFileSpreadsheet',
    'fiscal',
    '/pages/fiscais/gerar-arquivo-sintegra',
  ),
  entry(
    'exportacaoBalanca',
    'Exportação para balança',
    'IconScale',
    'produtos',
    '/pages/estoque/exportacao-para-balanca',
  ),
  entry(
    'exportacaoTerminal',
    'Exportação para terminal',
    'IconDeviceMobile',
    'produtos',
    '/pages/estoque/exportacao-para-terminal',
  ),
]);
