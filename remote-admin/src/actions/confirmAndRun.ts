import { dialogs, toasts } from '@erp/ui';
import { showAdminError } from './showAdminError';

/** What one confirmed admin action says and does. */
export interface ConfirmedAction {
  title: string;
  message: string;
  run(): Promise<unknown>;
  /** The success toast. */
  done: string;
}

/** How a confirmed action ended. */
export type ActionOutcome = 'cancelled' | 'done' | 'failed';

/** Asks first; on Confirmar runs the action, then the success toast, or shows the API's refusal. */
export async function confirmAndRun({ title, message, run, done }: ConfirmedAction): Promise<ActionOutcome> {
  if (!(await dialogs.confirm({ title, message }))) return 'cancelled';
  try {
    await run();
    toasts.success(done);
    return 'done';
  } catch (error) {
    showAdminError(error);
    return 'failed';
  }
}
