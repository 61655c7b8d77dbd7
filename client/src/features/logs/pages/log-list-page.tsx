// /isystem/log (menu component system/LogList): 日志管理 — login and operation logs in tabs, searched by keyword,
// date range and (operation logs) operate type, with the advanced query.
import { Card, Grid, Tabs } from 'antd';
import { useMemo } from 'react';
import { ListTable, SearchForm, listRequestParams, useListData, useListUrlState, type Filters, type ListColumn } from '@/widgets/list-page';
import { SuperQueryButton, useSuperQuery } from '@/widgets/query-builder';
import { loadLogs, type SysLog } from '../api/log-api';
import { LOG_QUERY_FIELDS, LOG_SCREEN, LOG_TABS, LOG_TYPE_PARAM, LOGIN_LOG, logSearch, NEWEST_FIRST, OPERATION_LOG } from '../model/log-list-config';

// On a phone the table fits the screen instead of scrolling sideways: the content, the account and the time (wrapped).
function columnsOf(logType: string, isPhone: boolean): ListColumn<SysLog>[] {
  return [
    { title: '#', key: 'rowIndex', width: 60, align: 'center', responsive: ['sm'], render: (_value, _row, index) => index + 1 },
    { title: '日志内容', dataIndex: 'logContent', ellipsis: true },
    { title: '操作人账号', dataIndex: 'userid', width: isPhone ? 90 : 120, ellipsis: true },
    { title: '操作人名称', dataIndex: 'username', width: 120, ellipsis: true, responsive: ['md'] },
    { title: 'IP', dataIndex: 'ip', width: 140, responsive: ['lg'] },
    { title: '耗时(毫秒)', dataIndex: 'costTime', width: 110, sorter: true, responsive: ['lg'] },
    ...(logType === OPERATION_LOG ? [{ title: '操作类型', dataIndex: 'operateType', width: 100, dictText: true, responsive: ['sm'] } as ListColumn<SysLog>] : []),
    { title: '创建时间', dataIndex: 'createTime', width: isPhone ? 100 : 180, sorter: true },
  ];
}

export function LogListPage() {
  const isPhone = !Grid.useBreakpoint().sm;
  const url = useListUrlState(LOG_SCREEN, NEWEST_FIRST);
  const superQuery = useSuperQuery();
  const tab = url.state.filters[LOG_TYPE_PARAM];
  const logType = tab === OPERATION_LOG ? OPERATION_LOG : LOGIN_LOG;
  // The tab travels in the address with the filters, but is not a field of the search form.
  const filters = useMemo(() => {
    const { [LOG_TYPE_PARAM]: _tab, ...rest } = url.state.filters;
    return rest;
  }, [url.state.filters]);
  const search = useMemo(() => logSearch(logType), [logType]);
  const params = listRequestParams({ ...url.state, filters }, { schema: search, superQuery: superQuery.query, extra: { [LOG_TYPE_PARAM]: logType } });
  const data = useListData(['logs', 'list'], loadLogs, params);
  const columns = useMemo(() => columnsOf(logType, isPhone), [logType, isPhone]);
  const withTab = (next: Filters) => ({ ...next, [LOG_TYPE_PARAM]: logType });

  return (
    <Card data-testid="log-list-page" styles={{ body: { padding: isPhone ? 12 : 24 } }}>
      <Tabs activeKey={logType} items={LOG_TABS} onChange={(key) => url.search({ [LOG_TYPE_PARAM]: key })} />
      <SearchForm
        schema={search}
        filters={filters}
        onSearch={(next) => url.search(withTab(next))}
        onReset={() => url.search(withTab({}))}
        extra={<SuperQueryButton fields={LOG_QUERY_FIELDS} state={superQuery} saveCode={LOG_SCREEN} />}
      />
      <ListTable url={url} data={data} columns={columns} scrollX={isPhone ? undefined : 900} />
    </Card>
  );
}
