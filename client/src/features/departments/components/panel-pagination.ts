import type { TablePaginationConfig } from 'antd';
import { PAGE_SIZE_OPTIONS, totalText } from '@/widgets/list-page';

export interface PanelPage {
  pageNo: number;
  pageSize: number;
}

/** The paging of a tab's table, as the list pages page. */
export function panelPagination(page: PanelPage, total: number, onChange: (page: PanelPage) => void): TablePaginationConfig {
  return {
    current: page.pageNo,
    pageSize: page.pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS,
    showQuickJumper: true,
    showTotal: totalText,
    onChange: (pageNo, pageSize) => onChange({ pageNo, pageSize }),
  };
}
