import { describe, expect, it } from 'vitest';
import type { Question } from '../api/questionnaire-api';
import { answerItems, missingAnswer } from './answer-rules';

const QUESTIONS: Question[] = [
  { id: 'a', type: 'radio', title: '通勤方式', required: true, options: ['地铁', '公交'] },
  { id: 'b', type: 'checkbox', title: '福利', required: false, options: ['年假', '体检'] },
  { id: 'c', type: 'rating', title: '满意度', required: true },
  { id: 'd', type: 'text', title: '建议', required: true },
];

describe('answer rules', () => {
  it('A-GEN-10 names the first required question left empty, as the server does', () => {
    expect(missingAnswer(QUESTIONS, {})).toBe('请回答第1题「通勤方式」');
    expect(missingAnswer(QUESTIONS, { a: '地铁' })).toBe('请回答第3题「满意度」');
    expect(missingAnswer(QUESTIONS, { a: '地铁', c: 4, d: '   ' })).toBe('请回答第4题「建议」');
    expect(missingAnswer(QUESTIONS, { a: '地铁', c: 4, d: '好' })).toBeNull();
  });

  it('sends one item per answered question in its shape', () => {
    expect(answerItems(QUESTIONS, { a: '地铁', b: [], c: 5, d: '  多些班车 ' })).toEqual([
      { questionId: 'a', values: ['地铁'] },
      { questionId: 'c', score: 5 },
      { questionId: 'd', text: '多些班车' },
    ]);
    expect(answerItems(QUESTIONS, { b: ['年假', '体检'] })).toEqual([{ questionId: 'b', values: ['年假', '体检'] }]);
  });
});
