import { createContext, useContext } from 'react';
import type { ShownPage } from './useListPage';

// The page the grid shows, handed to the parts that change with it (its rows, its pagination, the page's total)
// through a context: mantine-react-table's frame (toolbars, header with its sort tooltips) sits between them, memoised,
// and does not redraw when only the page changes.
const ShownPageContext = createContext<ShownPage | null>(null);

export const ShownPageProvider = ShownPageContext.Provider;

/** The page the grid shows (inside `ListGrid`). */
export function useShownPage(): ShownPage {
  const page = useContext(ShownPageContext);
  if (!page) throw new Error('useShownPage: fora de um ListGrid');
  return page;
}
