// The report a menu entry opens: upstream's path is /online/cgreport/{id}.
export function reportIdOf(path: string): string {
  const [, id = ''] = /\/online\/cgreport\/([^/?#]+)/.exec(path) ?? [];
  return decodeURIComponent(id);
}

export const reportPath = (id: string) => `/online/cgreport/${encodeURIComponent(id)}`;
