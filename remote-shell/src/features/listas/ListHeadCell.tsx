import { ActionIcon, Flex, Indicator, Tooltip } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { MRT_Localization_PT_BR } from 'mantine-react-table/locales/pt-BR/index.cjs';
import {
  memo,
  useCallback,
  useId,
  useState,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { GridSorting, Updater } from '@erp/data-grid';
import { firstSortDirection, nextSorting } from './nextSorting';
import { useShownPage } from './shownPageContext';

// A data column's header content (its name and sort button), drawn by the list from the page shown and handed to
// mantine-react-table's header cell as its children. The table's own content reads the sort from the table, so a new
// sort redrew the whole table (header, toolbars, pagination: ~0.2 s at CPU x4); this one redraws with the page shown,
// and only the cells whose sort changed redraw their button and tooltip. Same elements, classes and texts as the
// table's own (mantine-react-table 2.0.0-beta.9: MRT_TableHeadCell, MRT_TableHeadCellSortLabel).

/** mantine-react-table's CSS module names (its styles.css) of a head cell's content. A test checks they still exist. */
export const MRT_HEAD_CLASSES = {
  content: 'MRT_TableHeadCell-module_content__-pzSK',
  contentRight: 'MRT_TableHeadCell-module_content-right__NSRZU',
  contentWrapper: 'MRT_TableHeadCell-module_content-wrapper__py6aJ',
  contentWrapperHiddenOverflow: 'MRT_TableHeadCell-module_content-wrapper-hidden-overflow__QY40r',
  contentWrapperNoWrap: 'MRT_TableHeadCell-module_content-wrapper-nowrap__-4aIg',
  labels: 'MRT_TableHeadCell-module_labels__oiMSr',
  labelsRight: 'MRT_TableHeadCell-module_labels-right__6ZJp-',
  labelsSortable: 'MRT_TableHeadCell-module_labels-sortable__tyuLr',
  labelsData: 'MRT_TableHeadCell-module_labels-data__PvFGO',
  contentActions: 'MRT_TableHeadCell-module_content-actions__utxbm',
  sortIcon: 'MRT_TableHeadCellSortLabel-module_sort-icon__zs1xA',
  multiSortIndicator: 'MRT_TableHeadCellSortLabel-module_multi-sort-indicator__MGBj2',
} as const;

const C = MRT_HEAD_CLASSES;
const TEXTS = MRT_Localization_PT_BR;

const classes = (...names: Array<string | false>) => names.filter(Boolean).join(' ');

/** The sort button's name and tooltip: how the column is sorted, or how a click sorts it. */
function sortLabel(header: string, sorted: 'asc' | 'desc' | false, next: 'asc' | 'desc'): string {
  const text = sorted
    ? sorted === 'desc'
      ? TEXTS.sortedByColumnDesc
      : TEXTS.sortedByColumnAsc
    : next === 'desc'
      ? TEXTS.sortByColumnDesc
      : TEXTS.sortByColumnAsc;
  return text!.replace('{column}', header);
}

interface SortButtonProps {
  header: string;
  sorted: 'asc' | 'desc' | false;
  firstDirection: 'asc' | 'desc';
  /** Its place in a sort by several columns (1, 2…); 0 when the sort has one column or none. */
  place: number;
}

/**
 * The column's sort button with its tooltip (mantine-react-table's MRT_TableHeadCellSortLabel). The tooltip's portal
 * (a node appended to the page, two renders as it mounts) is mounted from the pointer's first approach, a second before
 * the tooltip can open (its delay): a list's first page mounted seven of them for tooltips rarely seen.
 */
const SortButton = memo(function SortButton({ header, sorted, firstDirection, place }: SortButtonProps) {
  const [pointedAt, setPointedAt] = useState(false);
  const arm = useCallback(() => setPointedAt(true), []);
  const label = sortLabel(header, sorted, firstDirection);
  const button = (
    <ActionIcon
      aria-label={label}
      data-sorted={sorted || undefined}
      className={classes('mrt-table-head-sort-button', C.sortIcon)}
    >
      {sorted === 'desc' ? (
        <IconSortDescending size="100%" />
      ) : sorted === 'asc' ? (
        <IconSortAscending size="100%" />
      ) : (
        <IconArrowsSort size="100%" />
      )}
    </ActionIcon>
  );
  return (
    <Tooltip label={label} openDelay={1000} withinPortal={pointedAt} onPointerEnter={arm}>
      {place === 0 ? (
        button
      ) : (
        <Indicator
          className={classes('mrt-table-head-multi-sort-indicator', C.multiSortIndicator)}
          inline
          label={place}
          offset={4}
        >
          {button}
        </Indicator>
      )}
    </Tooltip>
  );
});

export interface ListHeadCellProps {
  columnId: string;
  header: string;
  align: 'left' | 'right';
  sortable: boolean;
  onSortingChange(updater: Updater<GridSorting>): void;
}

interface FlexBoxProps {
  className: string;
  style?: CSSProperties;
  onClick?: (event: MouseEvent) => void;
  children?: ReactNode;
}

/**
 * A `div` as Mantine's Flex draws it with no style props (its class, its global class and the class it names after a
 * React id), without its three components and style-prop parsing: a header has 32 of them.
 */
function FlexBox({ className, style, onClick, children }: FlexBoxProps) {
  const id = `__m__-${useId().replace(/:/g, '')}`;
  return (
    <div style={style} className={`${className} ${FLEX_CLASS} ${id}`} onClick={onClick}>
      {children}
    </div>
  );
}

const FLEX_CLASS = `${Flex.classes.root} mantine-Flex-root`;

interface HeadCellContentProps extends ListHeadCellProps {
  sorted: 'asc' | 'desc' | false;
  firstDirection: 'asc' | 'desc';
  /** Its place in a sort by several columns (1, 2…); 0 when the sort has one column or none. */
  place: number;
}

/** The labels' left padding (mantine-react-table's variable), as Flex's `__vars` writes it. */
const LABELS_PADDING = {
  sortable: { '--mrt-table-head-cell-labels-padding-left': '2.75' },
  plain: { '--mrt-table-head-cell-labels-padding-left': '1.75' },
} as Record<'sortable' | 'plain', CSSProperties>;

// Memoised: a new page of the same sort (the next page, a filter) does not redraw the header cells (four boxes each);
// a sort redraws the cells whose sort, first way or place changed.
const HeadCellContent = memo(function HeadCellContent({
  columnId,
  header,
  align,
  sortable,
  onSortingChange,
  sorted,
  firstDirection,
  place,
}: HeadCellContentProps) {
  const toggle = (event: MouseEvent) =>
    onSortingChange((current) => nextSorting(current, columnId, firstDirection, event.shiftKey));
  return (
    <FlexBox
      className={classes('mrt-table-head-cell-content', C.content, align === 'right' && C.contentRight)}
    >
      <FlexBox
        style={LABELS_PADDING[sortable ? 'sortable' : 'plain']}
        className={classes(
          'mrt-table-head-cell-labels',
          C.labels,
          sortable && C.labelsSortable,
          align === 'right' && C.labelsRight,
          C.labelsData,
        )}
        onClick={sortable ? toggle : undefined}
      >
        <FlexBox
          className={classes(
            'mrt-table-head-cell-content-wrapper',
            C.contentWrapper,
            C.contentWrapperHiddenOverflow,
            header.length < 20 && C.contentWrapperNoWrap,
          )}
        >
          {header}
        </FlexBox>
        {sortable ? (
          <SortButton header={header} sorted={sorted} firstDirection={firstDirection} place={place} />
        ) : null}
      </FlexBox>
      <FlexBox className={classes('mrt-table-head-cell-content-actions', C.contentActions)} />
    </FlexBox>
  );
});

/** A data column's header content, sorted as the page shown is. */
export function ListHeadCell(props: ListHeadCellProps) {
  const { sorting, rows } = useShownPage();
  const { columnId } = props;
  const index = sorting.findIndex((sort) => sort.id === columnId);
  return (
    <HeadCellContent
      {...props}
      sorted={index === -1 ? false : sorting[index]!.desc ? 'desc' : 'asc'}
      // As the table's own header: from the type of the column's values (the first one shown that is not empty).
      firstDirection={firstSortDirection(rows.find((row) => row[columnId] != null)?.[columnId])}
      place={sorting.length < 2 || index === -1 ? 0 : index + 1}
    />
  );
}
