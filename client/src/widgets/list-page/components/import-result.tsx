// Shows an import's outcome: a success message, the server's warning, an error, or for code 201 a warning dialog
// with the server's summary and a link to download the rows that were not imported.
import type { useAppProps } from 'antd/es/app/context';
import { appConfig } from '@/shared/config/env';
import { ImportText, type ImportOutcome } from '../model/import-answer';

/** The error file's address: upstream links domainURL + result.fileUrl. */
export function errorFileHref(fileUrl: string): string {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(fileUrl) ? fileUrl : `${appConfig.apiBaseUrl}${fileUrl.startsWith('/') ? '' : '/'}${fileUrl}`;
}

export function showImportOutcome(outcome: ImportOutcome, feedback: Pick<useAppProps, 'message' | 'modal'>): void {
  switch (outcome.kind) {
    case 'success':
      feedback.message.success(outcome.message);
      return;
    case 'warning':
      feedback.message.warning(outcome.message);
      return;
    case 'error':
      feedback.message.error(outcome.message);
      return;
    case 'partial':
      feedback.modal.warning({
        title: outcome.title,
        width: 480,
        content: (
          <div data-testid="import-partial">
            <p style={{ marginBottom: 8 }}>{outcome.message}</p>
            {outcome.fileUrl && (
              <a href={errorFileHref(outcome.fileUrl)} download={outcome.fileName ?? undefined} target="_blank" rel="noreferrer">
                {ImportText.downloadErrors}
              </a>
            )}
          </div>
        ),
      });
  }
}
