import { queryOptions } from '@tanstack/react-query';
import { getAction } from '@/api/http';
import type { Schema } from '@/api/types';

export type MenuNode = Schema<'SysPermissionTree'>;
export type DataRule = Schema<'PermissionDataRule'>;

export interface DataRuleFilters {
  ruleName?: string;
  ruleValue?: string;
}

export const menuQueries = {
  all: ['menus'] as const,
  /** The whole permission tree, children nested, ordered by sortNo. */
  tree: () =>
    queryOptions({
      queryKey: [...menuQueries.all, 'tree'] as const,
      queryFn: async (): Promise<MenuNode[]> => (await getAction('/sys/permission/list', { query: {} })).result ?? [],
    }),
  /** The data rules of one menu, optionally filtered (upstream queryPermissionRule). */
  dataRules: (permissionId: string, filters: DataRuleFilters) =>
    queryOptions({
      queryKey: [...menuQueries.all, 'data-rules', permissionId, filters] as const,
      queryFn: async (): Promise<DataRule[]> => {
        const ruleName = filters.ruleName?.trim();
        const ruleValue = filters.ruleValue?.trim();
        if (!ruleName && !ruleValue) {
          return (await getAction('/sys/permission/getPermRuleListByPermId', { query: { permissionId } })).result ?? [];
        }
        return (
          (await getAction('/sys/permission/queryPermissionRule', { query: { permissionId, ruleName: ruleName || undefined, ruleValue: ruleValue || undefined } }))
            .result ?? []
        );
      },
    }),
};
