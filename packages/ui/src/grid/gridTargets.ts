import './gridTargets.css';

/**
 * The class of the product's data grids (mantine-react-table), on their paper: gives the grid's small buttons the
 * size WCAG 2.2 AA asks of a target. Its stylesheet comes with this module, so only the areas that draw a grid load it.
 */
export const GRID_CLASS = 'erp-grid';
