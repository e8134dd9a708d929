// First: this area's Mantine stylesheets come before its components' own CSS.
import '../mantineStyles';
import type { ExposedRoutesProps } from '@erp/domain';
import { CadastroPage } from '../features/cadastro/CadastroPage';

/** Trial sign-up, mounted by the host at /cadastrar, /cadastrar-erp and inside /auth/cadastrar. */
export default function SignupRoutes({ skipBillingRecord = false }: ExposedRoutesProps['signup']) {
  return <CadastroPage skipBillingRecord={skipBillingRecord} />;
}
