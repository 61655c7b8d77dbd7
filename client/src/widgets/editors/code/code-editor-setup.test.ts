import { getIndentUnit, indentString, language } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { codeEditorSetup } from './code-editor-setup';
import { CODE_LANGUAGES } from './code-languages';

describe('code editor setup', () => {
  it('B-EDITOR-07 a tab is two columns wide and one indentation is two spaces', () => {
    const state = EditorState.create({ doc: 'a', extensions: codeEditorSetup() });
    expect(state.tabSize).toBe(2);
    expect(getIndentUnit(state)).toBe(2);
    expect(indentString(state, 4)).toBe('    ');
  });

  it('offers the twelve languages of spec 001 §2, each loading a grammar', async () => {
    expect(CODE_LANGUAGES.map((option) => option.label)).toEqual([
      'CSS', 'JavaScript', 'HTML', 'Java', 'Objective-C', 'Python', 'R', 'Shell', 'SQL', 'Swift', 'Vue', 'Markdown',
    ]);
    const names = await Promise.all(CODE_LANGUAGES.map(async (option) => EditorState.create({ extensions: [await option.load()] }).facet(language)?.name));
    expect(names).toEqual(['css', 'javascript', 'html', 'java', 'objectivec', 'python', 'r', 'shell', 'sql', 'swift', 'vue', 'markdown']);
  });
});
