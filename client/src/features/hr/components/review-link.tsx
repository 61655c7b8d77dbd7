// One decision on a pending request in its row (办理入职 or 放弃入职, 通过 or 驳回), opening its dialog.
import { useState } from 'react';
import { RowLink } from '@/widgets/list-page';
import type { ReviewSpec } from '../model/review-specs';
import { ReviewDialog } from './review-dialog';

interface ReviewLinkProps {
  spec: ReviewSpec;
  row: { id: string; name: string } & Record<string, unknown>;
  passing: boolean;
  /** Reloads what the decision changed. */
  onDone: () => Promise<unknown>;
}

export function ReviewLink({ spec, row, passing, onDone }: ReviewLinkProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <RowLink danger={!passing} onClick={() => setOpen(true)}>
        {passing ? spec.pass : spec.reject}
      </RowLink>
      {open && <ReviewDialog spec={spec} row={row} passing={passing} onClose={() => setOpen(false)} onDone={onDone} />}
    </>
  );
}
