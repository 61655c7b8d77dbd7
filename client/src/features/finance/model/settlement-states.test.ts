import { describe, expect, it } from 'vitest';
import { settlementResource } from './settlement-resource';
import { canConfirm, canInvoice, canRevoke, isDraft } from './settlement-states';

const states = ['0', '1', '2', '3', '4'] as const;
const allowed = (rule: (row: { status: (typeof states)[number] }) => boolean) => states.filter((status) => rule({ status }));

describe('settlement states (草稿 → 已确认 → 已开票 → 部分回款 / 已回款)', () => {
  it('A-GEN-05 only a draft is edited, deleted or confirmed; only a confirmed one is revoked or invoiced', () => {
    expect(allowed(isDraft)).toEqual(['0']);
    expect(allowed(canConfirm)).toEqual(['0']);
    expect(allowed(canRevoke)).toEqual(['1']);
    expect(allowed(canInvoice)).toEqual(['1']);
    const { allows } = settlementResource;
    expect(allowed((row) => allows?.edit?.(row as never) ?? true)).toEqual(['0']);
    expect(allowed((row) => allows?.delete?.(row as never) ?? true)).toEqual(['0']);
  });
});
