// Individual income tax on wages by the cumulative withholding method (累计预扣法, 国家税务总局公告2018年第61号):
//   累计预扣预缴应纳税所得额 = 累计收入 − 累计免税收入 − 累计减除费用(5 000 × 本单位任职月份数) − 累计专项扣除(三险一金)
//                              − 累计专项附加扣除 − 累计其他扣除
//   本期应预扣预缴税额 = (累计应纳税所得额 × 预扣率 − 速算扣除数) − 累计已预扣预缴税额 (a negative result withholds 0)
// with the annual seven-bracket table (个人所得税预扣率表一). All amounts in cents.

export interface Bracket {
  /** Upper bound of the bracket's cumulative taxable income, cents (Infinity for the last). */
  upTo: number;
  /** 预扣率, percent. */
  rate: number;
  /** 速算扣除数, cents. */
  quick: number;
}

/** 个人所得税预扣率表一 (居民个人工资、薪金所得预扣预缴适用). */
export const BRACKETS: readonly Bracket[] = [
  { upTo: 36_000_00, rate: 3, quick: 0 },
  { upTo: 144_000_00, rate: 10, quick: 2_520_00 },
  { upTo: 300_000_00, rate: 20, quick: 16_920_00 },
  { upTo: 420_000_00, rate: 25, quick: 31_920_00 },
  { upTo: 660_000_00, rate: 30, quick: 52_920_00 },
  { upTo: 960_000_00, rate: 35, quick: 85_920_00 },
  { upTo: Infinity, rate: 45, quick: 181_920_00 },
];

/** 基本减除费用 per month of employment, cents. */
export const MONTHLY_ALLOWANCE = 5_000_00;

export const bracketOf = (taxableCents: number): Bracket => BRACKETS.find((b) => taxableCents <= b.upTo) ?? (BRACKETS[BRACKETS.length - 1] as Bracket);

export interface Cumulative {
  /** 累计收入 (taxable income this year up to and including this month). */
  income: number;
  /** 本单位任职受雇月份数 this year up to this month. */
  months: number;
  /** 累计专项扣除: the employee's social insurance and housing fund. */
  insurance: number;
  /** 累计专项附加扣除. */
  special: number;
  /** 累计已预扣预缴税额: the tax withheld in the earlier months of the year. */
  prepaid: number;
}

export interface Withholding {
  /** 累计减除费用. */
  allowance: number;
  /** 累计预扣预缴应纳税所得额 (never below 0). */
  taxable: number;
  rate: number;
  quick: number;
  /** 累计应纳税额. */
  due: number;
  /** 本期应预扣预缴税额. */
  tax: number;
}

/** This month's withholding from the year's cumulative figures, in cents. */
export function withhold(c: Cumulative): Withholding {
  const allowance = MONTHLY_ALLOWANCE * c.months;
  const taxable = Math.max(0, c.income - allowance - c.insurance - c.special);
  const bracket = bracketOf(taxable);
  const due = Math.max(0, Math.round((taxable * bracket.rate) / 100) - bracket.quick);
  return { allowance, taxable, rate: bracket.rate, quick: bracket.quick, due, tax: Math.max(0, due - c.prepaid) };
}

/** One month of a year run month by month (tests and the seed): its figures alone. */
export interface MonthInput {
  income: number;
  insurance: number;
  special: number;
}

/** Runs the method over consecutive months of one employer (the first is the month they joined or January): each month's tax. */
export function withholdYear(months: readonly MonthInput[]): number[] {
  const sum: Cumulative = { income: 0, months: 0, insurance: 0, special: 0, prepaid: 0 };
  return months.map((m) => {
    sum.income += m.income;
    sum.months += 1;
    sum.insurance += m.insurance;
    sum.special += m.special;
    const { tax } = withhold(sum);
    sum.prepaid += tax;
    return tax;
  });
}
