// The interviewer's own candidates as a phone list: name, post, stage and the latest interview time; a tap opens one.
import { Empty, List, Tag, Typography } from 'antd';
import type { CallerCandidate } from '../api/caller-api';

interface CallerCandidateListProps {
  candidates: CallerCandidate[];
  loading: boolean;
  selectedId: string | null;
  onOpen: (id: string) => void;
}

export function CallerCandidateList({ candidates, loading, selectedId, onOpen }: CallerCandidateListProps) {
  return (
    <List
      data-testid="caller-candidates"
      loading={loading}
      dataSource={candidates}
      locale={{ emptyText: <Empty description="暂无分配给您的候选人" /> }}
      renderItem={(candidate) => (
        <List.Item
          data-testid="caller-candidate"
          onClick={() => onOpen(candidate.id)}
          style={{ cursor: 'pointer', paddingInline: 12, background: candidate.id === selectedId ? 'rgba(22, 119, 255, 0.08)' : undefined }}
        >
          <List.Item.Meta
            title={
              <Typography.Link onClick={() => onOpen(candidate.id)}>
                {candidate.name}
              </Typography.Link>
            }
            description={
              <>
                <div>{[candidate.applyPost, candidate.education_dictText].filter(Boolean).join(' · ')}</div>
                {candidate.interviewTime && <div>最近面试 {candidate.interviewTime.slice(0, 16)}</div>}
              </>
            }
          />
          <Tag color="processing" style={{ marginInlineStart: 8, marginInlineEnd: 0, flex: 'none' }}>
            {candidate.stage_dictText ?? candidate.stage}
          </Tag>
        </List.Item>
      )}
    />
  );
}
