// The finance screens' own words (messages, confirmations), in one place for the screens and their tests.
export const SettlementText = {
  projectRequired: '请选择客户项目!',
  monthRequired: '请选择结算月份!',
  headcountRequired: '请输入结算人数!',
  unitPriceRequired: '请输入人月单价!',
  deductTooLarge: '扣款不能大于应结金额',
  confirmTitle: '确认后结算单不能再修改，确定确认吗?',
  revokeTitle: '确定撤回为草稿吗?',
  lockedHint: '已确认的结算单不能编辑',
} as const;

export const InvoiceText = {
  projectRequired: '请选择客户项目!',
  settlementsRequired: '请选择结算单!',
  typeRequired: '请选择发票类型!',
  rateRequired: '请选择税率!',
  numberRequired: '请输入发票号码!',
  numberPattern: '发票号码应为8位或20位数字',
  dateRequired: '请选择开票日期!',
  voidTitle: '作废发票',
  voidReasonRequired: '请输入作废原因!',
} as const;

export const PaymentText = {
  invoiceRequired: '请选择发票!',
  amountRequired: '请输入回款金额!',
  amountTooLarge: (outstanding: string) => `回款金额不能超过未回款金额 ${outstanding} 元`,
  dateRequired: '请选择回款日期!',
  methodRequired: '请选择回款方式!',
} as const;
