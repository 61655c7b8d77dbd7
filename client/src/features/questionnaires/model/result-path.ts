// The address of 问卷结果 for one questionnaire (问卷管理's 结果 link).
export const RESULT_PATH = '/mis/questionnaire/result';

export const resultHref = (id: string) => `${RESULT_PATH}?id=${encodeURIComponent(id)}`;
