// 岗位管理 (/isystem/post, menu component system/SysPostList): the posts of each department or project with their 编制
// (planned headcount), the headcount filled counted from the roster and the vacancy (red when over strength); a phone shows the name and the vacancy. A
// department chosen in the search takes its sub-departments and projects too (departIdTree).
import { DEPART_DICT } from '@/shared/config/table-dicts';
import { defineResource } from '@/widgets/resource';
import type { Post } from '../api/post-api';

const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

export const postResource = defineResource<Post>({
  key: 'post',
  screen: 'system/SysPostList',
  permission: 'system:post',
  defaultSort: { column: 'code', order: 'asc' },
  calls: {
    list: '/sys/post/list',
    add: '/sys/post/add',
    edit: '/sys/post/edit',
    delete: '/sys/post/delete',
    deleteBatch: '/sys/post/deleteBatch',
    exportXls: '/sys/post/exportXls',
    importExcel: '/sys/post/importExcel',
  },
  params: { departIdTree: '1' },
  exportName: '岗位',
  rowNumbers: 'from-sm',
  tableWidth: 1180,
  phoneFits: true,
  fields: [
    { name: 'departId', label: '所属部门', kind: 'sel_depart', dictCode: DEPART_DICT, search: 'eq', query: false, column: { width: 200, sorter: false, ellipsis: true, responsive: ['md'] }, form: { required: true } },
    { name: 'code', label: '岗位编码', kind: 'text', search: 'like', column: { width: 120, responsive: ['sm'] }, form: { required: true, pattern: CODE_PATTERN, max: 64, messages: { pattern: '岗位编码只能包含字母、数字、下划线和短横线!' } } },
    { name: 'name', label: '岗位名称', kind: 'text', search: 'like', column: { width: 140, ellipsis: true, phoneWidth: 104 }, form: { required: true, max: 50 } },
    { name: 'rank', label: '职级', kind: 'list', dictCode: 'position_rank', search: 'eq', column: { width: 80, responsive: ['lg'] }, form: {} },
    { name: 'headcountPlan', label: '编制', kind: 'number', column: { width: 80, responsive: ['sm'] }, form: { required: true, range: { min: 0, max: 100000 } } },
    { name: 'headcountFilled', label: '在岗', kind: 'number', query: false, column: { width: 80, responsive: ['sm'] } },
    { name: 'vacancy', label: '缺编', kind: 'number', query: false, column: { width: 80, phoneWidth: 64, tone: (row) => (row.vacancy < 0 ? 'danger' : undefined) } },
    { name: 'duty', label: '岗位职责', kind: 'textarea', column: { width: 260, ellipsis: true, sorter: false, responsive: ['xl'] }, form: { max: 1000 } },
  ],
});
