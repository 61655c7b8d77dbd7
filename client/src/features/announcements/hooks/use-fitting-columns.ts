// Lists that read well on a laptop and on a phone: each column says from which screen width it is shown (antd's
// `responsive` breakpoints), the title column takes the room left, and the table scrolls sideways only when the
// columns shown cannot fit in it.
import { Grid, type TableColumnsType } from 'antd';
import { useMemo } from 'react';

/** The screens a column is shown on: from `sm` (576px) up to `xxl` (1600px); columns without one are always shown. */
const fromBreakpoint = {
  sm: ['sm', 'md', 'lg', 'xl', 'xxl'],
  md: ['md', 'lg', 'xl', 'xxl'],
  lg: ['lg', 'xl', 'xxl'],
  xl: ['xl', 'xxl'],
  xxl: ['xxl'],
} as const;

export type ShownFrom = keyof typeof fromBreakpoint;

export function shownFrom(breakpoint: ShownFrom) {
  return { responsive: [...fromBreakpoint[breakpoint]] };
}

/**
 * The columns the current screen shows, and the table width below which it must scroll: the fixed widths of those
 * columns plus `flexibleMinWidth` for each column without a width (the title).
 */
export function useFittingColumns<Row>(columns: TableColumnsType<Row>, flexibleMinWidth: number): { columns: TableColumnsType<Row>; minWidth: number } {
  const screens = Grid.useBreakpoint();
  return useMemo(() => {
    const shown = columns.filter((column) => !column.responsive || column.responsive.some((breakpoint) => screens[breakpoint]));
    const minWidth = shown.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : flexibleMinWidth), 0);
    return { columns: shown, minWidth };
  }, [columns, flexibleMinWidth, screens]);
}
