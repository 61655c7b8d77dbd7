// 高级查询: opens the builder; while a query applies, the button says so with a tooltip 已有高级查询条件生效 and
// a 清空 link (B-QUERY-23).
import { FilterOutlined } from '@ant-design/icons';
import { Button, Divider, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { SuperQueryState } from '../hooks/use-super-query';
import { QueryText } from '../model/condition-rules';
import type { QueryField } from '../model/query-fields';
import { savedQueryKey } from '../model/saved-queries';
import { QueryBuilderModal } from './query-builder-modal';

export interface SuperQueryButtonProps {
  fields: QueryField[];
  state: SuperQueryState;
  /** Saved queries are kept under this code, else under the route. */
  saveCode?: string;
  onlyFieldName?: boolean;
}

export function SuperQueryButton({ fields, state, saveCode, onlyFieldName }: SuperQueryButtonProps) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const button = (
    <Button type={state.active ? 'primary' : 'default'} icon={<FilterOutlined />} onClick={() => setOpen(true)} data-testid="super-query-button" data-active={state.active}>
      {QueryText.trigger}
    </Button>
  );
  return (
    <>
      {state.active ? (
        <Tooltip
          mouseLeaveDelay={0.2}
          title={
            <span data-testid="super-query-active">
              {QueryText.active}
              <Divider orientation="vertical" />
              <Typography.Link onClick={state.clear} style={{ color: 'inherit', textDecoration: 'underline' }}>
                {QueryText.clear}
              </Typography.Link>
            </span>
          }
        >
          {button}
        </Tooltip>
      ) : (
        button
      )}
      {open && (
        <QueryBuilderModal
          fields={fields}
          storageKey={savedQueryKey(saveCode ?? pathname)}
          onlyFieldName={onlyFieldName}
          matchType={state.matchType}
          conditions={state.conditions}
          onQuery={state.apply}
          onReset={state.clear}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
