import { ActionIcon, Table, UnstyledButton, useMantineTheme } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { memo, useMemo, type CSSProperties } from 'react';
import type { ListRow } from '@erp/api-client';
import { MESSAGES } from '@erp/domain';
import { formatCell } from './cellFormat';
import { columnAlign, columnWraps } from './columnLayout';
import type { ListField } from './listDefinition';

// The grid's body drawn as plain rows and cells, handed to mantine-react-table as its body's children. Its own body
// is five components per cell (its cell, Mantine's TableTd and Box, the cell value, ours) and redrew ~1,250
// components for each page of 20 rows, ~40% of a page's time on screen at CPU x4; these are one component per row.
// The rows carry the classes and column-width variables its cells carry, so they look and size the same.

/**
 * mantine-react-table 2.0.0-beta.9's CSS module names (its styles.css) of a body row and cell: hover colour, cell
 * alignment, no wrapping. A test checks that the installed styles.css still defines them.
 */
export const MRT_BODY_CLASSES = {
  row: 'MRT_TableBodyRow-module_root__2c3D4',
  cell: 'MRT_TableBodyCell-module_root__Wf-zi',
  dataCell: 'MRT_TableBodyCell-module_root-data-col__HHcxc',
  noWrap: 'MRT_TableBodyCell-module_root-nowrap__-k1Jo',
} as const;

const ROW_CLASS = `${Table.classes.tr} mantine-Table-tr ${MRT_BODY_CLASSES.row}`;
const CELL_CLASS = `${Table.classes.td} mantine-Table-td ${MRT_BODY_CLASSES.cell} ${MRT_BODY_CLASSES.noWrap}`;
const DATA_CELL_CLASS = `${CELL_CLASS} ${MRT_BODY_CLASSES.dataCell}`;

/** The cell's width from its column's size variable (which the table sets), as the grid's own cells take it. */
function cellStyle(columnId: string, align: 'left' | 'right', wraps = false) {
  const size = `var(--col-${columnId.replace(/[^a-zA-Z0-9]/g, '_')}-size)`;
  return {
    minWidth: `max(calc(${size} * 1px), 40px)`,
    width: `calc(${size} * 1px)`,
    '--mrt-cell-align': align,
    ...(wraps ? { whiteSpace: 'normal' } : {}),
  } as const;
}

/** The column mantine-react-table adds for the row actions (its id in the table's size variables). */
const ACTIONS_COLUMN = 'mrt-row-actions';
const ACTIONS_STYLE = cellStyle(ACTIONS_COLUMN, 'left');

/** How the details button looks: Mantine's ActionIcon's classes and colour variables, from the theme. */
interface ButtonLook {
  className: string;
  style: CSSProperties;
}

/**
 * Mantine's ActionIcon (variant subtle, the theme's primary colour) as its button renders it, computed once per theme:
 * the rows draw a plain button and span with these instead of its five components each (a test compares them).
 */
function useDetailsButtonLook(): ButtonLook {
  const theme = useMantineTheme();
  return useMemo(() => {
    const colors = theme.variantColorResolver({ color: theme.primaryColor, theme, variant: 'subtle' });
    const variables = {
      '--ai-bg': colors.background,
      '--ai-hover': colors.hover,
      '--ai-hover-color': colors.hoverColor,
      '--ai-color': colors.color,
      '--ai-bd': colors.border,
    };
    return {
      className: [
        // As Mantine's global class names: the theme's focus class, else the one of its focus ring.
        theme.focusClassName || `mantine-focus-${theme.focusRing}`,
        theme.activeClassName,
        ActionIcon.classes.root,
        'mantine-ActionIcon-root',
        UnstyledButton.classes.root,
        'mantine-UnstyledButton-root',
      ].join(' '),
      style: Object.fromEntries(Object.entries(variables).filter(([, value]) => value !== undefined)),
    };
  }, [theme]);
}

const ICON_CLASS = `${ActionIcon.classes.icon} mantine-ActionIcon-icon`;
// One element for every row: a row drawn again for a new page keeps its icon as it is (same element, no render).
const EYE_ICON = (
  <span className={ICON_CLASS}>
    <IconEye size={18} />
  </span>
);

/** Each column's cell style, taken once per grid: a new page does not build 160 style objects for React to compare. */
function useCellStyles(fields: readonly ListField[]) {
  return useMemo(
    () =>
      fields.map((field) => {
        const align = columnAlign(field);
        return { align, style: cellStyle(field.field, align, columnWraps(field)) };
      }),
    [fields],
  );
}

interface ListRowViewProps {
  fields: readonly ListField[];
  titleField: ListField;
  row: ListRow;
  index: number;
  button: ButtonLook;
  cells: ReturnType<typeof useCellStyles>;
  onOpen(row: ListRow): void;
}

const ListRowView = memo(function ListRowView({
  fields,
  titleField,
  row,
  index,
  button,
  cells,
  onOpen,
}: ListRowViewProps) {
  const open = () => onOpen(row);
  return (
    <tr
      className={ROW_CLASS}
      data-with-row-border="true"
      data-hover="true"
      data-index={index}
      style={{ cursor: 'pointer' }}
      onDoubleClick={open}
    >
      {fields.map((field, column) => (
        <td
          key={field.field}
          className={DATA_CELL_CLASS}
          data-index={column}
          align={cells[column]!.align}
          style={cells[column]!.style}
        >
          {formatCell(field, row[field.field])}
        </td>
      ))}
      <td className={CELL_CLASS} data-index={fields.length} style={ACTIONS_STYLE}>
        <button
          style={button.style}
          className={button.className}
          data-variant="subtle"
          type="button"
          aria-label={MESSAGES.lists.openDetails(formatCell(titleField, row[titleField.field]))}
          onClick={open}
        >
          {EYE_ICON}
        </button>
      </td>
    </tr>
  );
});

export interface ListRowsProps {
  /** The grid's columns, in order. */
  fields: readonly ListField[];
  /** The field that names a row (its details button says "Ver detalhes de <it>"). */
  titleField: ListField;
  rows: readonly ListRow[];
  onOpen(row: ListRow): void;
}

/** One page's rows. Keyed by their place on the page: the next page updates the rows drawn instead of replacing them. */
export function ListRows({ fields, titleField, rows, onOpen }: ListRowsProps) {
  const button = useDetailsButtonLook();
  const cells = useCellStyles(fields);
  return (
    <>
      {rows.map((row, index) => (
        <ListRowView
          key={index}
          fields={fields}
          titleField={titleField}
          row={row}
          index={index}
          button={button}
          cells={cells}
          onOpen={onOpen}
        />
      ))}
    </>
  );
}
