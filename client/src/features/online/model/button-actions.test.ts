// A custom button's command comes from its declaration alone: nothing it carries is ever run as code.
import { describe, expect, it } from 'vitest';
import { buttonCommand } from './button-actions';
import { listLayoutOf } from './list-layout';

const row = (id: string, apply_no: string) => ({ id, apply_no });

describe('custom buttons as declared actions (issue 29)', () => {
  it("a link opens its address, a field's value filled in from the one row it needs", () => {
    expect(buttonCommand({ actionType: 'link', actionTarget: 'https://www.baidu.com/s?wd=${apply_no}' }, [row('1', 'CG 01')])).toEqual({ kind: 'open', href: 'https://www.baidu.com/s?wd=CG%2001', external: true });
    expect(buttonCommand({ actionType: 'link', actionTarget: ' /online/cgformList/abc ' }, [])).toEqual({ kind: 'open', href: '/online/cgformList/abc', external: false });
    // The designer's placeholder {field} reads the same.
    expect(buttonCommand({ actionType: 'link', actionTarget: 'https://www.baidu.com/s?wd={apply_no}' }, [row('1', 'CG 01')])).toEqual({ kind: 'open', href: 'https://www.baidu.com/s?wd=CG%2001', external: true });
    expect(buttonCommand({ actionType: 'link', actionTarget: '/x?no=${apply_no}' }, [])).toEqual({ kind: 'refuse', message: '请先选中一条记录' });
    expect(buttonCommand({ actionType: 'link', actionTarget: '/x?no=${apply_no}' }, [row('1', 'a'), row('2', 'b')])).toEqual({ kind: 'refuse', message: '请只选中一条记录' });
  });

  it('an action runs on the chosen rows, and asks for one when none is chosen', () => {
    expect(buttonCommand({ actionType: 'api', actionTarget: '/online/cgform/api/doButton' }, [row('1', 'a'), row('2', 'b')])).toEqual({ kind: 'action', ids: ['1', '2'] });
    expect(buttonCommand({ actionType: 'api', actionTarget: '/online/cgform/api/doButton' }, [])).toEqual({ kind: 'refuse', message: '请先选中一条记录' });
  });

  it('a form button opens the form it names; a link that is neither an http(s) address nor a path is refused', () => {
    expect(buttonCommand({ actionType: 'form', actionTarget: 'f0123' }, [])).toEqual({ kind: 'form', formId: 'f0123' });
    expect(buttonCommand({ actionType: 'link', actionTarget: 'javascript:alert(1)' }, [])).toEqual({ kind: 'refuse', message: '链接地址不正确' });
    expect(buttonCommand({ actionType: 'link', actionTarget: 'javascript:go("${apply_no}")' }, [row('1', 'a')])).toEqual({ kind: 'refuse', message: '链接地址不正确' });
  });

  it('takes the list layout from the menu component of each variant', () => {
    expect(listLayoutOf('modules/online/cgform/auto/OnlCgformAutoList')).toBe('normal');
    expect(listLayoutOf('modules/online/cgform/auto/erp/OnlCgformErpList')).toBe('erp');
    expect(listLayoutOf('modules/online/cgform/auto/innerTable/OnlCgformInnerTableList')).toBe('innerTable');
    expect(listLayoutOf('modules/online/cgform/auto/tab/OnlCgformTabList.vue')).toBe('tab');
    expect(listLayoutOf(undefined)).toBe('normal');
  });
});
