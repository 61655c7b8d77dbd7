// The form an online list's menu entry opens: upstream's path is /online/cgformList/{formId}.
export function formIdOf(path: string): string {
  const [, id = ''] = /\/online\/cgformList\/([^/?#]+)/.exec(path) ?? [];
  return decodeURIComponent(id);
}
