/** A grid ready to print or export: column titles and the rows as the user sees them. */
export interface ListingTable {
  columns: string[];
  rows: string[][];
}
