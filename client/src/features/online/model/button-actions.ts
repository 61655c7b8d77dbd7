// What a custom button does, decided from its declaration alone (never a stored script): open a link with the row's
// values filled in, run the form's declared server action on the chosen rows, or open another online form.
import type { Schema } from '@/api/types';
import { filledHref, type OnlineRow } from '@/widgets/resource';

export type OnlineButton = Schema<'OnlineButton'>;

export type ButtonCommand =
  | { kind: 'open'; href: string }
  | { kind: 'action'; ids: string[] }
  | { kind: 'form'; formId: string }
  | { kind: 'refuse'; message: string };

const NEEDS_ROW = /\$\{[^}]+\}/;

/** Only an http(s) address or a path of the app is opened: anything else (a javascript: URL) is refused. */
const OPENABLE = /^(https?:\/\/|\/)/i;

const opened = (href: string): ButtonCommand => (OPENABLE.test(href) ? { kind: 'open', href } : { kind: 'refuse', message: '链接地址不正确' });

/** The command of a button clicked on these rows (a row's link: that row; a toolbar button: the chosen rows). */
export function buttonCommand(button: Pick<OnlineButton, 'optType' | 'exp'>, rows: readonly OnlineRow[]): ButtonCommand {
  switch (button.optType) {
    case 'link': {
      // A link that names a field needs exactly one row to take it from.
      if (!NEEDS_ROW.test(button.exp)) return opened(button.exp.trim());
      if (rows.length !== 1) return { kind: 'refuse', message: rows.length ? '请只选中一条记录' : '请先选中一条记录' };
      return opened(filledHref(button.exp, rows[0] as OnlineRow));
    }
    case 'action':
      return rows.length ? { kind: 'action', ids: rows.map((row) => row.id) } : { kind: 'refuse', message: '请先选中一条记录' };
    case 'form':
      return { kind: 'form', formId: button.exp.trim() };
  }
}
