// The build configuration lives in plain JavaScript entry points that the tools load before any TypeScript compiler
// runs: `@erp/config/webpack`, `@erp/config/eslint`, `@erp/config/jest` and `tsconfig.base.json`. There is nothing for
// TypeScript code to import from here.
export {};
