// The candidate lists' dialog links: 录用 and 淘汰 on a 处理中 candidate, each opening its dialog.
import { useState } from 'react';
import { RowLink } from '@/widgets/list-page';
import type { Candidate } from '../../resume/api/resume-api';
import { eliminateCandidates, hireCandidate } from '../api/candidate-api';
import { ELIMINATE_FIELDS, HIRE_FIELDS, hireDefaults, hireRequestOf } from '../model/candidate-decisions';
import { DecisionDialog } from './decision-dialog';

export function HireLink({ row, onDone }: { row: Candidate; onDone: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <RowLink onClick={() => setOpen(true)}>录用</RowLink>
      {open && (
        <DecisionDialog
          title={`录用：${row.name}`}
          name="candidate-hire"
          fields={HIRE_FIELDS}
          initialValues={hireDefaults(row)}
          submit={(values) => hireCandidate(hireRequestOf(row.id, values))}
          onClose={() => setOpen(false)}
          onDone={onDone}
        />
      )}
    </>
  );
}

export function EliminateLink({ row, onDone }: { row: Candidate; onDone: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <RowLink danger onClick={() => setOpen(true)}>
        淘汰
      </RowLink>
      {open && (
        <DecisionDialog
          title={`淘汰：${row.name}`}
          name="candidate-eliminate"
          fields={ELIMINATE_FIELDS}
          submit={(values) => eliminateCandidates([row.id], String(values.reason ?? '').trim())}
          onClose={() => setOpen(false)}
          onDone={onDone}
        />
      )}
    </>
  );
}
