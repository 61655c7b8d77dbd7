import { SaveOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Drawer, Empty, Grid, Spin, Tabs, Typography } from 'antd';
import { useState } from 'react';
import type { Schema } from '@/api/types';

export type DataRuleChoice = Schema<'DataRuleChoice'>;

const DRAWER_WIDTH = 365;

/** A menu of the permission tree whose rules are chosen. */
export interface RuleMenu {
  key: string;
  title: string;
}

export interface DataRuleChooserProps {
  /** The menu whose rules are chosen; null: closed. */
  menu: RuleMenu | null;
  /** Who holds the rules (e.g. ['role', roleId]): with the menu, the cache key of what `load` answers. */
  holder: readonly string[];
  /** The datarule GET: the menu's rules and those held, null when it offers none (see choiceOrNone). */
  load: (permissionId: string) => Promise<DataRuleChoice | null>;
  /** The datarule POST of the checked rules' ids; answers the server's message. */
  save: (permissionId: string, dataRuleIds: string[]) => Promise<string>;
  onClose: () => void;
}

/**
 * 数据规则/按钮权限配置 (upstream's RoleDataruleModal, DeptRoleDataruleModal, DepartDataruleModal): the rules of one
 * menu as checkboxes, those held checked, 点击保存 (保存成功!, then it closes).
 */
export function DataRuleChooser({ menu, holder, load, save, onClose }: DataRuleChooserProps) {
  const isPhone = !Grid.useBreakpoint().sm;
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const queryKey = ['data-rule-chooser', ...holder, menu?.key ?? ''];
  const choice = useQuery({ queryKey, queryFn: () => load(menu?.key ?? ''), enabled: menu !== null, staleTime: 0 });
  const saving = useMutation({
    mutationFn: (ids: string[]) => save(menu?.key ?? '', ids),
    onSuccess: async (text) => {
      message.success(text || '保存成功!');
      await queryClient.invalidateQueries({ queryKey });
      onClose();
    },
  });

  let body = <Spin />;
  if (choice.data === null) body = <Empty description="无配置信息!" />;
  else if (choice.data && !choice.isFetching) {
    body = <RuleChecks key={`${menu?.key ?? ''}|${choice.data.drChecked ?? ''}`} choice={choice.data} saving={saving.isPending} onSave={(ids) => saving.mutate(ids)} />;
  }
  return (
    <Drawer title="数据规则/按钮权限配置" open={menu !== null} onClose={onClose} size={isPhone ? '100%' : DRAWER_WIDTH} destroyOnHidden data-testid="data-rule-chooser">
      <Tabs items={[{ key: 'rules', label: `数据规则 - ${menu?.title ?? ''}`, children: body }]} />
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
