import { erpEslint } from '@erp/config/eslint';

export default erpEslint();
