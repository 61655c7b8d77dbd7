// The side card of saved queries: choose one to load it, delete with confirmation (B-QUERY-29, 30).
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Empty, List, Popconfirm, Typography } from 'antd';
import { QueryText } from '../model/condition-rules';
import type { SavedQuery } from '../model/saved-queries';

export interface SavedQueriesCardProps {
  saved: SavedQuery[];
  onChoose: (query: SavedQuery) => void;
  onDelete: (index: number) => void;
}

export function SavedQueriesCard({ saved, onChoose, onDelete }: SavedQueriesCardProps) {
  return (
    <Card size="small" title={QueryText.savedTitle} data-testid="saved-queries" styles={{ body: { padding: saved.length ? 0 : 12 } }}>
      {saved.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={QueryText.savedEmpty} />
      ) : (
        <List
          size="small"
          dataSource={saved}
          renderItem={(query, index) => (
            <List.Item
              actions={[
                <Popconfirm key="delete" title={QueryText.deleteSaved} onConfirm={() => onDelete(index)}>
                  <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`删除 ${query.title}`} />
                </Popconfirm>,
              ]}
            >
              <Typography.Link ellipsis onClick={() => onChoose(query)} style={{ maxWidth: 160 }}>
                {query.title}
              </Typography.Link>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
