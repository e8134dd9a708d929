// The LoopBack 3 filter grammar of CONTRACT "API", shared by every listing endpoint.
export type { FieldSpec, FieldType, FilterModel } from './filterModel';
export { compileWhere, WHERE_OPERATORS } from './compileWhere';
export {
  compileFilter,
  parseJsonParam,
  pickFields,
  type CompiledFilter,
  type FieldSelection,
} from './compileFilter';
