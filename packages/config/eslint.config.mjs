import { erpEslint } from './eslint.mjs';

export default erpEslint({ react: false });
