import { CRM_CONTACT_TYPE, CRM_COUNTRY_BRAZIL, onlyDigits, MESSAGES } from '@erp/domain';
import type { CrmClient } from './crmClient';

/** What the CRM step needs to know about a new sign-up. */
export interface CrmSignup {
  email: string;
  nome: string;
  empresa: string | null;
  telefone: string | null;
}

/** The steps of spec 000 §4, named in the log when one fails. */
export type CrmStepName = 'buscarContato' | 'criarContato' | 'criarNegocio' | 'criarTarefa';

export interface CrmLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** How the step ended: each id it obtained, and the step that failed if one did. */
export interface CrmOutcome {
  contactId: number | null;
  dealId: number | null;
  taskCreated: boolean;
  failedStep: CrmStepName | null;
}

const dealTitle = (signup: CrmSignup) => MESSAGES.signup.crm.dealTitle(signup.empresa ?? signup.nome);
const TASK_TITLE = MESSAGES.signup.crm.taskTitle;
const taskDescription = (signup: CrmSignup) =>
  MESSAGES.signup.crm
    .taskLines(signup.nome, signup.empresa ?? '-', signup.email, signup.telefone ?? '-')
    .join('\n');

/**
 * The CRM step after a successful sign-up (spec 000 §4): find the contact by e-mail, create it if absent, create the
 * deal in the brand's stage, then the task when the deal has an id. Runs on the server so the brand's CRM token never
 * reaches the browser. Any failure is logged with its step and ends the step quietly: the sign-up already succeeded.
 */
export async function runCrmStep(
  client: CrmClient,
  stageId: number,
  signup: CrmSignup,
  log: CrmLogger,
): Promise<CrmOutcome> {
  const outcome: CrmOutcome = { contactId: null, dealId: null, taskCreated: false, failedStep: null };
  let step: CrmStepName = 'buscarContato';
  try {
    outcome.contactId = await client.findContactByEmail(signup.email);
    if (outcome.contactId === null) {
      step = 'criarContato';
      const phone = onlyDigits(signup.telefone ?? '');
      outcome.contactId = await client.createContact({
        Name: signup.empresa ?? signup.nome,
        TypeId: signup.empresa ? CRM_CONTACT_TYPE.EMPRESA : CRM_CONTACT_TYPE.PESSOA,
        Email: signup.email,
        Phones: phone ? [{ PhoneNumber: phone, CountryId: CRM_COUNTRY_BRAZIL }] : [],
      });
      if (outcome.contactId === null) throw new Error('o CRM não devolveu o id do contato');
    }
    step = 'criarNegocio';
    outcome.dealId = await client.createDeal({
      StageId: stageId,
      ContactId: outcome.contactId,
      Title: dealTitle(signup),
      Email: signup.email,
    });
    if (outcome.dealId === null) {
      log.info({ step, email: signup.email }, 'CRM: negócio sem id, tarefa não criada');
      return outcome;
    }
    step = 'criarTarefa';
    await client.createTask({
      Title: TASK_TITLE,
      Description: taskDescription(signup),
      DealId: outcome.dealId,
      NoTime: true,
    });
    outcome.taskCreated = true;
  } catch (error) {
    outcome.failedStep = step;
    log.warn(
      { step, email: signup.email, err: error instanceof Error ? error.message : String(error) },
      `CRM: falha na etapa ${step} do cadastro`,
    );
  }
  return outcome;
}
