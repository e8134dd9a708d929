// Texts of the release contract check (@erp/deployment): printed by the release command and answered by the API
// (422 `faltando`). A version that was never published is `releases.notPublished`.

export const CONTRACT_MESSAGES = {
  unreachable: (source: string, reason: string): string =>
    `Não foi possível ler o mf-manifest.json em ${source}: ${reason}.`,
  malformed: (source: string): string => `O mf-manifest.json em ${source} não é um manifesto válido.`,
  unknownContainer: (container: string): string => `Não existe o container "${container}".`,
  missingManifest: (container: string, version: string): string =>
    `A versão ${version} de ${container} não tem mf-manifest.json: o envio não terminou.`,
  hostUnavailable: 'Não foi possível ler as versões compartilhadas exigidas pelo host.',
  containerName: (expected: string, actual: string): string =>
    `nome de container "${expected}" (o manifesto é de "${actual}")`,
  missingExpose: (module: string): string => `módulo exposto "${module}"`,
  runtimeVersion: (host: string, candidate: string | undefined): string =>
    `runtime do Module Federation ${host} fornecido pelo host (a versão foi construída com ${candidate ?? 'versão desconhecida'})`,
  missingShared: (pkg: string): string => `"${pkg}" compartilhado como singleton`,
  notSingleton: (pkg: string): string => `"${pkg}" compartilhado como singleton (está sem singleton)`,
  hostRange: (pkg: string, range: string, version: string): string =>
    `"${pkg}" ${range} exigido pelo host (a versão traz ${version})`,
  candidateRange: (pkg: string, range: string, version: string): string =>
    `"${pkg}" ${range} exigido pela versão (o host fornece ${version})`,
  missingExports: (pkg: string, names: readonly string[]): string =>
    names.includes('*')
      ? `"${pkg}" inteiro (o host fornece só as exportações que os apps dele importam; a versão não diz quais usa)`
      : `${names.join(', ')} de "${pkg}" (a cópia fornecida pelo host não inclui: publique antes um host construído com esta versão do workspace)`,
  incompatible: (container: string, version: string, faltando: readonly string[]): string =>
    `A versão ${version} de ${container} é incompatível com o host e os demais remotes. Falta: ${faltando.join('; ')}.`,
} as const;
