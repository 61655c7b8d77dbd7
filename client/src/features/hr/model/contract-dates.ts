// The date rules of 续签 and 终止, checked in the dialog before the server checks them again (its messages).
import dayjs from 'dayjs';
import type { Contract } from '../api/lifecycle-api';

export const DATE_FORMAT = 'YYYY-MM-DD';

/** A renewal starts the day after the contract ends, and by default runs as long as it did. */
export function renewalDefaults(contract: Pick<Contract, 'startDate' | 'endDate' | 'contractType'>) {
  const start = dayjs(contract.endDate).add(1, 'day');
  const months = Math.max(1, Math.round(dayjs(contract.endDate).add(1, 'day').diff(dayjs(contract.startDate), 'month', true)));
  return { startDate: start.format(DATE_FORMAT), endDate: start.add(months, 'month').subtract(1, 'day').format(DATE_FORMAT), contractType: contract.contractType };
}

export function renewalProblem(contract: Pick<Contract, 'endDate'>, startDate: string, endDate: string): string | null {
  if (startDate <= contract.endDate) return `续签合同的开始日期必须晚于原合同结束日期（${contract.endDate}）`;
  if (endDate <= startDate) return '合同结束日期必须晚于开始日期';
  return null;
}

export function terminationProblem(contract: Pick<Contract, 'startDate' | 'endDate'>, terminateDate: string): string | null {
  if (terminateDate < contract.startDate) return '终止日期不能早于合同开始日期';
  if (terminateDate > contract.endDate) return '终止日期不能晚于合同结束日期';
  return null;
}
