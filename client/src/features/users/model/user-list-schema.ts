// The user list's search fields and the advanced query's fields (upstream UserList's search form and superQuery).
import type { SearchSchema } from '@/widgets/list-page';
import type { QueryField } from '@/widgets/query-builder';

export const USER_SEARCH: SearchSchema = [
  { kind: 'text', name: 'username', label: '账号', match: 'like', placeholder: '输入账号模糊查询' },
  { kind: 'dict', name: 'sex', label: '性别', dictCode: 'sex' },
  { kind: 'text', name: 'realname', label: '真实名字', match: 'like', placeholder: '请输入真实名字' },
  { kind: 'text', name: 'phone', label: '手机号码', match: 'like', placeholder: '请输入手机号码查询' },
  { kind: 'dict', name: 'status', label: '用户状态', dictCode: 'user_status' },
  { kind: 'date-range', name: 'birthday', label: '生日' },
];

export const USER_QUERY_FIELDS: QueryField[] = [
  { value: 'username', text: '用户账号', type: 'string' },
  { value: 'realname', text: '用户姓名', type: 'string' },
  { value: 'sex', text: '性别', type: 'string', dictCode: 'sex' },
  { value: 'birthday', text: '生日', type: 'date' },
  { value: 'phone', text: '手机号码', type: 'string' },
  { value: 'workNo', text: '工号', type: 'string' },
  { value: 'status', text: '用户状态', type: 'string', dictCode: 'user_status' },
];
