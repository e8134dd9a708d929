// The one way a grid of the main area runs its rows on the server and is exported: the shared table options, the
// printed listing (PDF, Excel) and the toolbar menu. Bundled into each app that uses it (the reports area, the
// shell's lists), not shared at runtime.
export { GridExportMenu } from './GridExportMenu';
export { datedListingFiles, listingPdfFileName, type ListingFiles } from './export/exportListing';
export type { ListingTable } from './export/listingTable';
export {
  applyUpdate,
  SERVER_SIDE_GRID,
  type GridPagination,
  type GridSorting,
  type Updater,
} from './serverGrid';
