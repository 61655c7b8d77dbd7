// 高级查询构造器 (001 §2, §4, §5): match type, one row per condition, the saved queries beside them, and
// reset / save query condition / close / query. Wide on a desk, full screen on a phone, where it closes after the query.
import { App, Button, Col, Empty, Grid, Modal, Row, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { changeRule, chooseField, newCondition, overwriteQuestion, queryProblem, QueryText } from '../model/condition-rules';
import { fieldChoices, fieldTree, type QueryField } from '../model/query-fields';
import { checkSave, readSavedQueries, withSaved, writeSavedQueries, type SavedQuery } from '../model/saved-queries';
import type { MatchType, QueryCondition } from '../model/super-query';
import { ConditionRow } from './condition-row';
import { SaveNameDialog } from './save-name-dialog';
import { SavedQueriesCard } from './saved-queries-card';

export interface QueryBuilderModalProps {
  fields: QueryField[];
  /** Where saved queries are kept: savedQueryKey(save code or route). */
  storageKey: string;
  onlyFieldName?: boolean;
  matchType: MatchType;
  conditions: QueryCondition[];
  onQuery: (matchType: MatchType, conditions: QueryCondition[]) => void;
  onReset: () => void;
  onClose: () => void;
}

const MATCH_OPTIONS = [
  { value: 'and', label: QueryText.and },
  { value: 'or', label: QueryText.or },
];

export function QueryBuilderModal({ fields, storageKey, onlyFieldName = false, onQuery, onReset, onClose, ...initial }: QueryBuilderModalProps) {
  const { message, modal } = App.useApp();
  const isPhone = !Grid.useBreakpoint().md;
  const [matchType, setMatchType] = useState<MatchType>(initial.matchType);
  const [conditions, setConditions] = useState<QueryCondition[]>(() => (initial.conditions.length ? initial.conditions : [newCondition()]));
  const [saved, setSaved] = useState<SavedQuery[]>(() => readSavedQueries(storageKey));
  const [naming, setNaming] = useState(false);
  const choices = fieldChoices(fields, onlyFieldName);
  const tree = fieldTree(fields, onlyFieldName);

  const update = (key: string, change: (row: QueryCondition) => QueryCondition) => setConditions((rows) => rows.map((row) => (row.key === key ? change(row) : row)));
  const insertAfter = (key: string) =>
    setConditions((rows) => {
      const at = rows.findIndex((row) => row.key === key);
      return [...rows.slice(0, at + 1), newCondition(), ...rows.slice(at + 1)];
    });
  const remove = (key: string) => setConditions((rows) => rows.filter((row) => row.key !== key));
  const store = (next: SavedQuery[]) => {
    setSaved(next);
    writeSavedQueries(storageKey, next);
  };

  const query = () => {
    const problem = queryProblem(conditions);
    if (problem) {
      message.warning(problem);
      return;
    }
    onQuery(matchType, conditions);
    if (isPhone) onClose();
  };

  const reset = () => {
    setMatchType('and');
    setConditions([]);
    onReset();
  };

  const askName = () => {
    const check = checkSave(saved, 'placeholder', conditions);
    if (check.kind === 'refused') message.warning(check.message);
    else setNaming(true);
  };

  const save = (name: string) => {
    const check = checkSave(saved, name, conditions);
    if (check.kind === 'refused') {
      message.warning(check.message);
      return;
    }
    const entry: SavedQuery = { title: name.trim(), matchType, records: conditions };
    const commit = () => {
      store(withSaved(saved, entry, check));
      setNaming(false);
      message.success(QueryText.saved);
    };
    if (check.kind === 'overwrite') modal.confirm({ title: overwriteQuestion(entry.title), onOk: commit });
    else commit();
  };

  return (
    <Modal
      open
      title={QueryText.title}
      width={isPhone ? '100%' : 1000}
      style={isPhone ? { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : undefined}
      onCancel={onClose}
      footer={
        <Row justify="space-between" align="middle" wrap>
          <Col>
            <Button onClick={reset}>{QueryText.reset}</Button>
          </Col>
          <Col>
            <Space wrap>
              <Button onClick={askName}>{QueryText.save}</Button>
              <Button onClick={onClose}>{QueryText.close}</Button>
              <Button type="primary" onClick={query}>
                {QueryText.query}
              </Button>
            </Space>
          </Col>
        </Row>
      }
    >
      <Row gutter={16}>
        <Col xs={24} md={18}>
          <Space style={{ marginBottom: 12 }} wrap>
            <Typography.Text>{QueryText.matchType}</Typography.Text>
            <Select<MatchType> style={{ width: 240 }} value={matchType} options={MATCH_OPTIONS} onChange={setMatchType} aria-label={QueryText.matchType} />
          </Space>
          {conditions.length === 0 ? (
            <Empty
              description={
                <span>
                  {QueryText.empty}
                  <Typography.Link style={{ marginLeft: 8 }} onClick={() => setConditions([newCondition()])}>
                    {QueryText.addFirst}
                  </Typography.Link>
                </span>
              }
            />
          ) : (
            conditions.map((row) => (
              <ConditionRow
                key={row.key}
                condition={row}
                tree={tree}
                onField={(value) => update(row.key, (current) => chooseField(current, choices.find((choice) => choice.value === value)))}
                onRule={(rule) => update(row.key, (current) => changeRule(current, rule))}
                onValue={(val) => update(row.key, (current) => ({ ...current, val }))}
                onAdd={() => insertAfter(row.key)}
                onRemove={() => remove(row.key)}
              />
            ))
          )}
        </Col>
        <Col xs={24} md={6}>
          <SavedQueriesCard
            saved={saved}
            onChoose={(entry) => {
              setMatchType(entry.matchType);
              setConditions(entry.records.map((record) => ({ ...record, key: newCondition().key })));
            }}
            onDelete={(index) => store(saved.filter((_entry, at) => at !== index))}
          />
        </Col>
      </Row>
      {naming && <SaveNameDialog onSave={save} onCancel={() => setNaming(false)} />}
    </Modal>
  );
}
