// The LoopBack 3 filter grammar of CONTRACT "API", shared by every listing endpoint.
export type { FieldType, FilterModel, ListColumn } from './filterModel';
export { columnFields, tableModel } from './filterModel';
export { applyFilter } from './applyFilter';
export { compileFilter, compileFilterParam, parseJsonParam, pickFields } from './compileFilter';
export { FILTER_QUERY, WHERE_QUERY } from './filterQuery';
