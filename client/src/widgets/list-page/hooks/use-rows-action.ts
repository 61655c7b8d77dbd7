// One confirmed action on rows of the list (delete, recover, real delete): confirm, call, show the server's answer,
// lower the page when it would be empty, reload and clear the selection. Deletion and the recycle bin use it.
import { App } from 'antd';
import { useMemo } from 'react';
import { reportingBusinessErrors } from '@/api/http';
import { useStableCallback } from '@/shared/lib/use-stable-callback';
import { failureToShow } from '../model/list-failure';
import { pageAfterDelete } from '../model/page-after-delete';
import { ListText, missingActionText, type ListAction } from '../model/list-messages';
import type { ListData } from './use-list-data';
import type { ListUrlState } from './use-list-url-state';
import type { RowSelection } from './use-row-selection';

/** The parts of a list an action works on. */
export interface ListParts<Row> {
  url: ListUrlState;
  data: ListData<Row>;
  selection: RowSelection<Row>;
}

/** Sends the ids (one id, or a comma list) and resolves with the server's message. */
export type RowsCall = (ids: string) => Promise<string | null | undefined>;

export interface RowsActionTexts {
  action: ListAction;
  confirmTitle: string;
  confirmContent?: string;
  done: string;
  /** Whether the rows leave the list (so the page may have to be lowered). */
  removesRows: boolean;
}

export function useRowsAction<Row>(list: ListParts<Row>, call: RowsCall | undefined, texts: RowsActionTexts) {
  const { message, modal } = App.useApp();

  const run = async (ids: string[]) => {
    if (!call) {
      message.error(missingActionText(texts.action));
      return;
    }
    let answer: string | null | undefined;
    try {
      answer = await reportingBusinessErrors(() => call(ids.join(',')));
    } catch (error) {
      // success false: the server's message as one warning, not also the HTTP layer's notification (decision 34).
      const failure = failureToShow(error);
      if (failure) message.warning(failure);
      return;
    }
    message.success(answer || texts.done);
    const { state } = list.url;
    if (texts.removesRows) {
      const page = pageAfterDelete(state.pageNo, state.pageSize, list.data.total, ids.length);
      if (page !== state.pageNo) list.url.setPage(page);
    }
    list.selection.clear();
    await list.data.reload();
  };

  /** Runs on the given ids without asking (the caller confirmed, e.g. through a Popconfirm). */
  const runNow = useStableCallback((ids: string[]) => run(ids));

  /** Runs on the selected rows after a confirmation; warns 请选择一条记录！ with none. */
  const runOnSelection = useStableCallback(() => {
    if (!call) {
      message.error(missingActionText(texts.action));
      return;
    }
    const ids = list.selection.selectedKeys;
    if (ids.length === 0) {
      message.warning(ListText.selectOne);
      return;
    }
    modal.confirm({ title: texts.confirmTitle, content: texts.confirmContent, onOk: () => run(ids) });
  });

  // Stable for the list's life: row cells built with these do not render again on every state change.
  return useMemo(() => ({ runNow, runOnSelection }), [runNow, runOnSelection]);
}
