import { describe, expect, it } from 'vitest';
import type { Question } from '../api/questionnaire-api';
import { moved, newQuestion, questionsProblem, withKind } from './question-kinds';

const q = (title: string, type: Question['type'] = 'text', options?: string[]): Question => ({ id: title || 'x', type, title, required: true, ...(options ? { options } : {}) });

describe('question kinds', () => {
  it('a new choice question starts with two options; the others with none, required', () => {
    expect(newQuestion('radio')).toMatchObject({ type: 'radio', required: true, options: ['选项1', '选项2'] });
    expect(newQuestion('rating')).not.toHaveProperty('options');
    expect(newQuestion('text').id).not.toBe(newQuestion('text').id);
  });

  it('changing the kind keeps a choice\'s options and drops them for a rating or text', () => {
    const choice = q('甲', 'radio', ['A', 'B', 'C']);
    expect(withKind(choice, 'checkbox').options).toEqual(['A', 'B', 'C']);
    expect(withKind(choice, 'rating')).not.toHaveProperty('options');
    expect(withKind(q('乙'), 'radio').options).toEqual(['选项1', '选项2']);
  });

  it('A-GEN-10 moves a question to another place (drag, 上移, 下移); out of range leaves the order', () => {
    expect(moved(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moved(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
  });

  it('the designer\'s messages name the question', () => {
    expect(questionsProblem([])).toBe('请至少添加一道题目');
    expect(questionsProblem([q('甲'), q('  ')])).toBe('请填写第2题的题目');
    expect(questionsProblem([q('单选', 'radio', ['A'])])).toBe('第1题「单选」至少需要两个选项');
    expect(questionsProblem([q('多选', 'checkbox', ['A', ' '])])).toBe('第1题「多选」有空的选项');
    expect(questionsProblem([q('多选', 'checkbox', ['A', 'A'])])).toBe('第1题「多选」的选项重复');
    expect(questionsProblem([q('评分', 'rating'), q('单选', 'radio', ['A', 'B'])])).toBeNull();
  });
});
