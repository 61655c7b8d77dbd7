import { SaveOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Drawer, Empty, Grid, Spin, Tabs, Typography } from 'antd';
import { useState } from 'react';
import type { Schema } from '@/api/types';

export type DataRuleChoice = Schema<'DataRuleChoice'>;

const DRAWER_WIDTH = 365;

export interface DataRuleChooserProps {
  /** The menu whose rules are chosen (its title heads the list); null: closed. */
  menuTitle: string | null;
  /** The menu's rules and those held: undefined while loading, null when the menu offers none (未找到权限配置信息). */
  choice: DataRuleChoice | null | undefined;
  saving: boolean;
  /** Saves the checked rules' ids. */
  onSave: (dataRuleIds: string[]) => void;
  onClose: () => void;
}

/**
 * 数据规则/按钮权限配置 (upstream's RoleDataruleModal and DeptRoleDataruleModal): the rules of one menu as checkboxes,
 * those held checked, 点击保存. The caller loads and saves; this holds the checks.
 */
export function DataRuleChooser({ menuTitle, choice, saving, onSave, onClose }: DataRuleChooserProps) {
  const isPhone = !Grid.useBreakpoint().sm;
  let body = <Spin />;
  if (choice === null) body = <Empty description="无配置信息!" />;
  else if (choice) body = <RuleChecks key={`${menuTitle ?? ''}|${choice.drChecked ?? ''}`} choice={choice} saving={saving} onSave={onSave} />;
  return (
    <Drawer title="数据规则/按钮权限配置" open={menuTitle !== null} onClose={onClose} size={isPhone ? '100%' : DRAWER_WIDTH} destroyOnHidden data-testid="data-rule-chooser">
      <Tabs items={[{ key: 'rules', label: `数据规则 - ${menuTitle ?? ''}`, children: body }]} />
    </Drawer>
  );
}

function RuleChecks({ choice, saving, onSave }: { choice: DataRuleChoice; saving: boolean; onSave: (ids: string[]) => void }) {
  const { message } = App.useApp();
  const [checked, setChecked] = useState<string[]>(() => (choice.drChecked ? choice.drChecked.split(',') : []));
  const save = () => {
    if (checked.length === 0) message.warning('请注意，现未勾选任何数据权限!');
    onSave(checked);
  };
  return (
    <>
      <Checkbox.Group value={checked} onChange={(values) => setChecked(values.map(String))} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        {choice.datarule.map((rule) => (
          <Checkbox key={rule.id} value={rule.id}>
            {rule.ruleName}
            <Typography.Text type="secondary" data-rule-id={rule.id} style={{ display: 'block', fontSize: 12, wordBreak: 'break-all' }}>
              {[rule.ruleColumn, rule.ruleConditions_dictText ?? rule.ruleConditions, rule.ruleValue].filter(Boolean).join(' ')}
            </Typography.Text>
          </Checkbox>
        ))}
      </Checkbox.Group>
      <Button type="primary" size="small" icon={<SaveOutlined />} loading={saving} onClick={save} style={{ marginTop: 16 }}>
        点击保存
      </Button>
    </>
  );
}
