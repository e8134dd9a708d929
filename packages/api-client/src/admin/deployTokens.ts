import type { TokenDeploy, TokenDeployCriado } from '@erp/domain';
import * as v from 'valibot';

// The deploy tokens of the admin API (issue 32): product-owner staff create, list and revoke them.

const tokenDeployEntries = {
  id: v.number(),
  nome: v.string(),
  container: v.string(),
  criadoEm: v.string(),
  criadoPor: v.string(),
  ultimoUsoEm: v.nullable(v.string()),
  revogadoEm: v.nullable(v.string()),
};

/** `GET Admin/tokens-deploy`: every token, revoked ones included; never the token itself. */
export const TokenDeployListSchema: v.GenericSchema<unknown, TokenDeploy[]> = v.array(
  v.object(tokenDeployEntries),
);

/** `GET Admin/tokens-deploy/containers`: the containers a token can be made for. */
export const TokenDeployContainersSchema: v.GenericSchema<unknown, string[]> = v.array(v.string());

/** `POST Admin/tokens-deploy`: the new token, the only answer that carries it. */
export const TokenDeployCriadoSchema: v.GenericSchema<unknown, TokenDeployCriado> = v.object({
  ...tokenDeployEntries,
  token: v.pipe(v.string(), v.minLength(32)),
});
