import type { MRT_ColumnDef, MRT_RowData } from 'mantine-react-table';

/** A column of one field of the row, sorted by the field's value and drawn by `format` (money, dates). */
export function formattedColumn<Row extends MRT_RowData, Field extends keyof Row & string>(
  field: Field,
  header: string,
  format: (value: Row[Field]) => string,
  size: number,
): MRT_ColumnDef<Row> {
  return {
    id: field,
    accessorKey: field as MRT_ColumnDef<Row>['accessorKey'],
    header,
    size,
    Cell: ({ row }) => format(row.original[field]),
  };
}
