// After any finance write: the finance lists and choices reload, and so do the workbench's figures, which the server
// computes from these records (a payment moves 累计应收账款; a confirmed settlement the revenue; a budget the
// achievement rates) — otherwise the workbench would show its cached figures for up to 30 s.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

const AFFECTED = [['finance'], ['settlement', 'list'], ['invoice', 'list'], ['payment', 'list'], ['budget', 'list'], ['dashboard'], ['big-screen']] as const;

export function useFinanceChanged(): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return useCallback(() => Promise.all(AFFECTED.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] }))), [queryClient]);
}
