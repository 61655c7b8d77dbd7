// What a resume's text says about the candidate, proposed for the recruiter to confirm. Only what the text states is
// proposed: a field not found stays empty, and nothing is guessed from what is missing.

export interface DictOption {
  value: string;
  label: string;
}

export interface CandidateProposal {
  name?: string;
  sex?: '1' | '2';
  age?: number;
  mobile?: string;
  email?: string;
  /** The `education` dictionary's value. */
  education?: string;
  workYears?: number;
}

export type ProposedField = keyof CandidateProposal;

const HAN_NAME = /^[\u4e00-\u9fa5]{1,4}(?:[·•][\u4e00-\u9fa5]{1,6})?$/;
/** Lines that head a resume or one of its sections: never a name. */
const HEADINGS = /简历|履历|求职|个人|基本|信息|资料|意向|联系|经历|经验|背景|教育|技能|评价|证书|项目|荣誉|爱好|自我|简介|概况|电话|手机|邮箱|地址/;

const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);

/** A label that may be written with spaces between its characters (姓 名). */
const spaced = (label: string) => [...label].join('[ \\t\\u3000]*');

/**
 * The value after a label (姓名：张伟, 姓 名 张伟, or a table's cell below it: mammoth gives a cell its own line). The
 * label must start the text, a line or follow a separator, so 最高学历 is found by its own pattern.
 */
function labelled(text: string, label: string, value: string): string | undefined {
  const match = new RegExp(`(?:^|[\\s|｜,，;；])${label}\\s*[:：]?\\s*(${value})`, 'm').exec(text);
  return match?.[1];
}

/** Labels that may follow a name with no gap (姓名：张伟性别：男). */
const NEXT_LABEL = /(性别|年龄|电话|手机|民族|籍贯|出生|学历|邮箱|住址).*$/;

function nameOf(text: string): string | undefined {
  const named = labelled(text, spaced('姓名'), '[\\u4e00-\\u9fa5]{1,8}(?:[·•][\\u4e00-\\u9fa5]{1,6})?')?.replace(NEXT_LABEL, '');
  if (named && named.length >= 2 && named.length <= 10) return named;
  const english = /(?:^|\n)\s*Name\s*[:：]\s*([A-Z][a-z]+(?: [A-Z][a-z]+){1,2})\s*(?:$|\n)/.exec(text)?.[1];
  if (english) return english;
  // A title such as 张伟的简历 / 张伟 个人简历.
  const titled = /(?:^|\n)\s*([\u4e00-\u9fa5]{2,4}?)\s*(?:的)?\s*(?:个人)?(?:简历|履历)\s*(?:\n|$)/.exec(text)?.[1];
  if (titled && !HEADINGS.test(titled)) return titled;
  // Else a short line of Chinese characters among the first lines, as a resume's header puts the name.
  return lines(text)
    .slice(0, 5)
    .find((line) => line.length >= 2 && HAN_NAME.test(line) && !HEADINGS.test(line));
}

/** A mainland mobile number, with or without +86 and separators; the 11 digits. */
function mobileOf(text: string): string | undefined {
  const match = /(?<![\d])(?:\+?86[\s-]?)?(1[3-9]\d)[\s-]?(\d{4})[\s-]?(\d{4})(?!\d)/.exec(text);
  return match ? `${match[1]}${match[2]}${match[3]}` : undefined;
}

function emailOf(text: string): string | undefined {
  return /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/.exec(text)?.[0];
}

function sexOf(text: string): '1' | '2' | undefined {
  const sex = labelled(text, spaced('性别'), '[男女]');
  return sex === '男' ? '1' : sex === '女' ? '2' : undefined;
}

function ageOf(text: string): number | undefined {
  const age = Number(labelled(text, spaced('年龄'), '\\d{2}(?!\\d)'));
  return age >= 16 && age <= 65 ? age : undefined;
}

/** Degree words, highest first, with the dictionary text each stands for. */
const DEGREES: ReadonlyArray<{ word: RegExp; label: string }> = [
  { word: /博士/, label: '博士' },
  { word: /硕士|研究生|MBA|Master/i, label: '硕士' },
  { word: /本科|学士|Bachelor/i, label: '本科' },
  { word: /大专|专科|高职/, label: '大专' },
  { word: /高中|中专|职高|技校|中技/, label: '高中' },
  { word: /初中/, label: '初中' },
];

const optionFor = (label: string, options: readonly DictOption[]) => options.find((option) => option.label.includes(label))?.value;

function educationOf(text: string, options: readonly DictOption[]): string | undefined {
  const stated = labelled(text, `(?:最高)?${spaced('学历')}`, '[^\\s,，;；|｜]{2,8}');
  const degree = stated && DEGREES.find((d) => d.word.test(stated));
  if (degree) return optionFor(degree.label, options);
  // Else the highest degree named on a line that is about a school (a university, a college, a graduation).
  const schoolLines = lines(text).filter((line) => /大学|学院|学校|中学|University|College|毕业/i.test(line));
  const highest = DEGREES.find((d) => schoolLines.some((line) => d.word.test(line) && !/博士后/.test(line)));
  return highest ? optionFor(highest.label, options) : undefined;
}

const DIGITS: Record<string, number> = { 零: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/** 3, 十, 十二, 二十, 二十五: the small numbers a resume writes its years in. */
function numberOf(word: string): number | undefined {
  if (/^\d+$/.test(word)) return Number(word);
  const match = /^([一二两三四五六七八九])?(十)?([一二三四五六七八九])?$/.exec(word);
  if (!match || !word) return undefined;
  const [, tens, ten, ones] = match;
  if (!ten) return tens && !ones ? DIGITS[tens] : undefined;
  return (tens ? (DIGITS[tens] ?? 0) : 1) * 10 + (ones ? (DIGITS[ones] ?? 0) : 0);
}

const YEARS = '(?<!\\d)(\\d{1,2}|[一二两三四五六七八九十]{1,3})(?!\\d)';

/** Where a heading starts the work history, and the headings that end it. */
const WORK_HEADING = /^(?:工作经历|工作经验|工作履历|职业经历|实习经历|Work Experience|Experience)\s*[:：]?$/i;
const OTHER_HEADING = /^(?:教育背景|教育经历|学习经历|项目经验|项目经历|专业技能|技能|技能特长|自我评价|个人评价|证书|资格证书|获奖情况|荣誉奖项|兴趣爱好|培训经历|语言能力|Education|Projects|Skills)\s*[:：]?$/i;
const MONTH = '((?:19|20)\\d{2})\\s*(?:[./\\-年]\\s*(\\d{1,2})\\s*月?)?';
const RANGE = new RegExp(`${MONTH}\\s*(?:-|–|—|~|～|至|到)+\\s*(?:${MONTH}|(至今|今|现在|目前|Present|Now))`, 'gi');

/** Whole years from the earliest start to the latest end of the work history's date ranges (至今: today). */
function yearsFromHistory(text: string, today: Date): number | undefined {
  const all = lines(text);
  const start = all.findIndex((line) => WORK_HEADING.test(line));
  if (start < 0) return undefined;
  const end = all.findIndex((line, index) => index > start && OTHER_HEADING.test(line));
  const section = all.slice(start + 1, end < 0 ? undefined : end).join('\n');
  const nowMonth = today.getFullYear() * 12 + today.getMonth();
  let first = Infinity;
  let last = -Infinity;
  for (const match of section.matchAll(RANGE)) {
    const from = Number(match[1]) * 12 + (match[2] ? Number(match[2]) - 1 : 0);
    const to = match[5] ? nowMonth : Number(match[3]) * 12 + (match[4] ? Number(match[4]) - 1 : 11);
    if (to < from || to > nowMonth + 1) continue;
    first = Math.min(first, from);
    last = Math.max(last, to);
  }
  return Number.isFinite(first) ? Math.floor((last - first + 1) / 12) : undefined;
}

function workYearsOf(text: string, today: Date): number | undefined {
  const stated =
    labelled(text, spaced('工作年限'), YEARS) ??
    new RegExp(`工作(?:经验|经历|时间)[ \\t]*[:：]?[ \\t]*${YEARS}\\s*年`).exec(text)?.[1] ??
    new RegExp(`${YEARS}\\s*年(?:以上|多)?(?:的)?(?:[\\u4e00-\\u9fa5]{0,6})?(?:工作)?经验`).exec(text)?.[1] ??
    /(\d{1,2})\+?\s*years?\s+(?:of\s+)?(?:[a-z-]+\s+)?experience/i.exec(text)?.[1];
  const years = stated === undefined ? undefined : numberOf(stated);
  if (years !== undefined) return years <= 50 ? years : undefined;
  if (/应届(?:毕业)?生|无工作经验/.test(text)) return 0;
  const history = yearsFromHistory(text, today);
  return history !== undefined && history <= 50 ? history : undefined;
}

/** The proposal from a resume's text; `education` maps to the dictionary's values by its texts. */
export function proposeCandidate(text: string, educationOptions: readonly DictOption[], today: Date = new Date()): CandidateProposal {
  const proposal: CandidateProposal = {
    name: nameOf(text),
    sex: sexOf(text),
    age: ageOf(text),
    mobile: mobileOf(text),
    email: emailOf(text),
    education: educationOf(text, educationOptions),
    workYears: workYearsOf(text, today),
  };
  return Object.fromEntries(Object.entries(proposal).filter(([, value]) => value !== undefined)) as CandidateProposal;
}

export const PROPOSED_LABELS: Record<ProposedField, string> = {
  name: '姓名',
  sex: '性别',
  age: '年龄',
  mobile: '手机号',
  email: '邮箱',
  education: '学历',
  workYears: '工作年限',
};
