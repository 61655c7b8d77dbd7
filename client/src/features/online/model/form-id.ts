// The form an online list's menu entry opens: upstream's paths are /online/cgformList/{code} and its variants
// (/online/cgformTreeList/{code}, /online/cgformErpList/{code}, …).
export function formIdOf(path: string): string {
  const [, id = ''] = /\/online\/cgform(?:Tree|Erp|InnerTable|Tab)?List\/([^/?#]+)/.exec(path) ?? [];
  return decodeURIComponent(id);
}
