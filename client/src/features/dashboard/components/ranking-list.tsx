import { Typography } from 'antd';
import type { CSSProperties } from 'react';
import { formatAmount } from '../model/figure-format';
import { isHighlightedRank, type RankingRow } from '../model/ranking-list';
import styles from './ranking-list.module.css';

interface RankingListProps {
  title: string;
  rows: readonly RankingRow[];
  /** Optional fixed list height (scrolls beyond it) where the card sits beside others; below lg the rows' height. */
  height?: number;
}

const badgeBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  borderRadius: '50%',
  fontSize: 12,
  marginRight: 16,
  flex: 'none',
} as const;

/** Rows of name and total; the top three rank badges are highlighted. */
export function RankingList({ title, rows, height }: RankingListProps) {
  return (
    <div data-testid="ranking-list">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <ol
        className={styles.list}
        style={{ listStyle: 'none', margin: 0, padding: 0, overflowY: height ? 'auto' : undefined, ...(height ? ({ '--ranking-list-height': `${height}px` } as CSSProperties) : {}) }}
      >
        {rows.map((row, index) => {
          const rank = index + 1;
          const highlighted = isHighlightedRank(rank);
          return (
            <li
              key={row.name}
              data-rank={rank}
              data-highlighted={highlighted}
              style={{ display: 'flex', alignItems: 'center', marginBottom: 16 }}
            >
              <span
                style={{
                  ...badgeBase,
                  background: highlighted ? '#314659' : '#f5f5f5',
                  color: highlighted ? '#fff' : 'rgba(0,0,0,.65)',
                  fontWeight: highlighted ? 600 : 400,
                }}
              >
                {rank}
              </span>
              <span style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{row.name}</span>
              <span>{formatAmount(row.total)}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
