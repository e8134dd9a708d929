// Texts of the deploy tokens screen (product-owner staff): who may publish which area from their own pipeline.

export const tokensDeploy = {
  title: 'Tokens de deploy',
  subtitle:
    'Cada token publica versões de um único container com `pnpm release <área> --api <url> --token <token>`.',
  novo: 'Novo token',
  nome: 'Nome',
  nomeDescricao: 'Quem usa o token, por exemplo "CI da equipe de relatórios".',
  container: 'Container',
  criar: 'Criar token',
  criadoEm: 'Criado em',
  criadoPor: 'Criado por',
  ultimoUso: 'Último uso',
  situacao: 'Situação',
  ativo: 'Ativo',
  revogado: (quando: string): string => `Revogado em ${quando}`,
  nunca: 'Nunca usado',
  acoes: 'Ações',
  revogar: 'Revogar',
  revogarAria: (nome: string): string => `Revogar token ${nome}`,
  revogarTitle: 'Revogar token de deploy',
  revogarConfirm: (nome: string, container: string): string =>
    `O token "${nome}" deixará de publicar ${container}. Deseja revogá-lo?`,
  revogadoOk: 'Token revogado.',
  criadoTitle: 'Token criado',
  criadoAviso: 'Copie o token agora: ele não será mostrado de novo.',
  copiar: 'Copiar token',
  copiado: 'Copiado',
  fechar: 'Fechar',
  vazio: 'Nenhum token de deploy.',
  loadError: 'Não foi possível carregar os tokens de deploy.',
} as const;
