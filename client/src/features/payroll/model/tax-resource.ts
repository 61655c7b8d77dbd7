// 个税 (/pay/tax, menu component pay/TaxList): one month's tax list per employee with the cumulative figures of the
// withholding method (累计收入, 累计减除费用, 累计专项扣除, 累计专项附加扣除, 累计应纳税所得额, 税率, 累计应纳税额,
// 累计已预缴, 本月应扣缴), exported in the withholding declaration's columns. The month is the screen's own choice,
// sent with every request.
import { defineResource, type Resource } from '@/widgets/resource';
import { GROUP_DICT, type Payslip } from '../api/payroll-api';

const money = (width: number, responsive?: Array<'sm' | 'md' | 'lg' | 'xl'>) => ({ width, money: true, sorter: false, ...(responsive ? { responsive } : {}) });

export function taxResource(month: string): Resource<Payslip> {
  return defineResource<Payslip>({
    key: 'tax',
    screen: 'pay/TaxList',
    permission: 'payroll:tax',
    defaultSort: { column: 'workNo', order: 'asc' },
    params: { month },
    calls: { list: '/mis/payslip/taxList', exportXls: '/mis/payslip/taxExportXls' },
    exportName: `个税明细_${month}`,
    tableWidth: 1640,
    fields: [
      { name: 'workNo', label: '工号', kind: 'text', search: 'like', column: { width: 100 } },
      { name: 'name', label: '姓名', kind: 'text', search: 'like', column: { width: 90 } },
      { name: 'groupId', label: '薪资组', kind: 'list', dictCode: GROUP_DICT, search: 'eq', column: { width: 150, sorter: false, responsive: ['xl'] } },
      { name: 'taxableIncome', label: '本期收入', kind: 'number', query: false, column: money(110, ['md']) },
      { name: 'insurancePersonal', label: '本期专项扣除', kind: 'number', query: false, column: money(120, ['lg']) },
      { name: 'cumIncome', label: '累计收入额', kind: 'number', query: false, column: money(120) },
      { name: 'cumDeduction', label: '累计减除费用', kind: 'number', query: false, column: money(120, ['md']) },
      { name: 'cumInsurance', label: '累计专项扣除', kind: 'number', query: false, column: money(120, ['lg']) },
      { name: 'cumSpecialDeduction', label: '累计专项附加扣除', kind: 'number', query: false, column: money(150, ['lg']) },
      { name: 'cumTaxableIncome', label: '累计应纳税所得额', kind: 'number', query: false, column: money(150, ['sm']) },
      { name: 'taxRate', label: '税率%', kind: 'number', query: false, column: { width: 70, sorter: false, responsive: ['md'] } },
      { name: 'quickDeduction', label: '速算扣除数', kind: 'number', query: false, column: money(110, ['xl']) },
      { name: 'cumTax', label: '累计应纳税额', kind: 'number', query: false, column: money(120, ['md']) },
      { name: 'cumPrepaidTax', label: '累计已预缴', kind: 'number', query: false, column: money(110, ['lg']) },
      { name: 'tax', label: '本月应扣缴', kind: 'number', query: false, column: money(110) },
    ],
  });
}
