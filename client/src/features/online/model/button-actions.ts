// What a custom button does, decided from its declaration alone (never a stored script): open a link with the row's
// values filled in, run the button's declared server action on the chosen rows (doButton), or open another online form.
import type { Schema } from '@/api/types';
import { linkTarget, LINK_REFUSED_MESSAGE } from '@/shared/lib/link-target';
import { filledHref, type OnlineRow } from '@/widgets/resource';

export type OnlineButton = Schema<'OnlineButton'>;

export type ButtonCommand =
  | { kind: 'open'; href: string; external: boolean }
  | { kind: 'action'; ids: string[] }
  | { kind: 'form'; formId: string }
  | { kind: 'refuse'; message: string };

const NEEDS_ROW = /\$\{[^}]+\}/;

/** Only an http(s) address or a path of the app is opened: anything else (a javascript: URL) is refused. */
const opened = (href: string): ButtonCommand => {
  const target = linkTarget(href);
  if (target.kind === 'external') return { kind: 'open', href: target.url, external: true };
  return target.kind === 'app' ? { kind: 'open', href: target.path, external: false } : { kind: 'refuse', message: LINK_REFUSED_MESSAGE };
};

/** The designer writes a row's field as `{field}`, a field href as `${field}`: both name the row's value. */
const asFieldHref = (target: string) => target.replace(/(^|[^$])\{(\w+)\}/g, (_match, before: string, name: string) => `${before}\${${name}}`);

/** The command of a button clicked on these rows (a row's link: that row; a toolbar button: the chosen rows). */
export function buttonCommand(button: Pick<OnlineButton, 'actionType' | 'actionTarget'>, rows: readonly OnlineRow[]): ButtonCommand {
  switch (button.actionType) {
    case 'link': {
      const target = asFieldHref(button.actionTarget.trim());
      // A link that names a field needs exactly one row to take it from.
      if (!NEEDS_ROW.test(target)) return opened(target);
      if (rows.length !== 1) return { kind: 'refuse', message: rows.length ? '请只选中一条记录' : '请先选中一条记录' };
      return opened(filledHref(target, rows[0] as OnlineRow));
    }
    case 'api':
      return rows.length ? { kind: 'action', ids: rows.map((row) => row.id) } : { kind: 'refuse', message: '请先选中一条记录' };
    case 'form':
      return { kind: 'form', formId: button.actionTarget.trim() };
  }
}
