import { activateRelease, CONTRACT_MESSAGES, type Container, type ContractResult } from '@erp/deployment';

/** The flag that activates a build the contract check refused. */
export const FORCE_FLAG = '--force';

/** What releasing needs: a build into a new version folder and the contract check of a built version. */
export interface ReleaseSteps {
  deployDir: string;
  /** Builds the container into a new, inactive version folder and returns the version. */
  build(container: Container): Promise<string>;
  check(container: Container, version: string): Promise<ContractResult>;
  warn(message: string): void;
}

/**
 * Builds, checks and activates one container. An incompatible build stays on disk, inactive, and the release fails
 * with what is missing, unless `force` says to activate it anyway (with the same message as a warning).
 */
export async function releaseOne(container: Container, force: boolean, steps: ReleaseSteps): Promise<string> {
  const version = await steps.build(container);
  const check = await steps.check(container, version);
  if (!check.ok) {
    const message = CONTRACT_MESSAGES.incompatible(container.name, version, check.faltando);
    if (!force) {
      throw new Error(`${message} A versão ficou publicada, sem ativar; use ${FORCE_FLAG} para ativá-la.`);
    }
    steps.warn(`${message} Ativada mesmo assim (${FORCE_FLAG}).`);
  }
  activateRelease(steps.deployDir, container.name, version);
  return version;
}
