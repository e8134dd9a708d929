import {
  getApi,
  TokenDeployContainersSchema,
  TokenDeployCriadoSchema,
  TokenDeployListSchema,
} from '@erp/api-client';
import type { TokenDeploy, TokenDeployCriado } from '@erp/domain';

/** What the creation form sends: who the token is for and the one container it may publish. */
export interface TokenDeployInput {
  nome: string;
  container: string;
}

/** `Admin/tokens-deploy` (product-owner staff): create (the token comes back once), list and revoke. */
export const tokensDeployApi = {
  list: (): Promise<TokenDeploy[]> => getApi().get('Admin/tokens-deploy', TokenDeployListSchema),
  containers: (): Promise<string[]> =>
    getApi().get('Admin/tokens-deploy/containers', TokenDeployContainersSchema),
  create: (input: TokenDeployInput): Promise<TokenDeployCriado> =>
    getApi().post('Admin/tokens-deploy', input, TokenDeployCriadoSchema),
  revoke: (id: number): Promise<void> => getApi().delete(`Admin/tokens-deploy/${id}`),
};
