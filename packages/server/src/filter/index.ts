// The LoopBack 3 filter grammar of CONTRACT "API", shared by every listing endpoint.
export type { FieldType, FilterModel, ListColumn } from './filterModel';
export { columnFields } from './filterModel';
export { compileFilter, compileFilterParam, parseJsonParam, pickFields } from './compileFilter';
export { FILTER_QUERY } from './filterQuery';
