// The department selection modal (001 §2, §4): a search box (enter a name, press enter), a checkable tree, an
// optional 包含已停用部门/项目, and 确认 / 关闭; 500 wide. Single mode keeps only the newest checked node.
import { useQuery } from '@tanstack/react-query';
import { App, Button, Checkbox, Empty, Flex, Input, Modal, Spin, Tree } from 'antd';
import { useState } from 'react';
import { failureText, PickerText } from '@/widgets/picker-kit';
import { fetchDepartTree, searchDeparts, type DepartTreeFilter } from '../api/depart-api';
import { nextCheckedDeparts } from '../model/checked-departs';
import { DEPART_MODAL_WIDTH } from '../model/depart-limits';
import { flattenDeparts, type DepartNode } from '../model/depart-node';

export interface DepartSelectModalProps {
  open: boolean;
  /** The checked department ids when the modal opens. */
  checked: string[];
  multi?: boolean;
  /** Offers the checkbox 包含已停用部门/项目. */
  showContainsDisabled?: boolean;
  /** B-DEPTSEL-08 */
  projectsAsLeaves?: boolean;
  filter?: Pick<DepartTreeFilter, 'type' | 'timePoint'>;
  width?: number;
  title?: string;
  onOk: (departs: DepartNode[]) => void;
  onCancel: () => void;
}

export function DepartSelectModal(props: DepartSelectModalProps) {
  return props.open ? <OpenDepartSelectModal {...props} /> : null;
}

function OpenDepartSelectModal({ checked: initial, multi = false, showContainsDisabled, projectsAsLeaves, filter, width = DEPART_MODAL_WIDTH, title = '选择部门', onOk, onCancel }: DepartSelectModalProps) {
  const { message } = App.useApp();
  const [checked, setChecked] = useState<string[]>(initial);
  const [containsDisabled, setContainsDisabled] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<DepartNode[] | null>(null);
  const [known, setKnown] = useState<Map<string, DepartNode>>(new Map());
  const treeFilter: DepartTreeFilter = { ...filter, containsDisabled: showContainsDisabled ? containsDisabled : undefined, projectsAsLeaves };
  const tree = useQuery({
    queryKey: ['departments', 'picker-tree', treeFilter],
    queryFn: () => fetchDepartTree(treeFilter),
    retry: false,
  });
  const shown = found ?? tree.data ?? [];
  const remember = (nodes: DepartNode[]) => setKnown((current) => new Map([...current, ...flattenDeparts(nodes).map((node) => [node.key, node] as const)]));

  async function search(text: string) {
    setKeyword(text);
    if (!text.trim()) {
      setFound(null);
      return;
    }
    try {
      const nodes = await searchDeparts(text.trim(), { projectsAsLeaves });
      remember(nodes);
      setFound(nodes);
    } catch (error) {
      setFound([]);
      const text = failureText(error, PickerText.loadFailed);
      if (text) void message.warning(text);
    }
  }

  function confirm() {
    const everyNode = new Map([...known, ...flattenDeparts(tree.data ?? []).map((node) => [node.key, node] as const)]);
    onOk(checked.map((key) => everyNode.get(key)).filter((node): node is DepartNode => node !== undefined));
  }

  const treeFailure = tree.error ? failureText(tree.error, PickerText.loadFailed) : null;

  return (
    <Modal
      open
      title={title}
      width={width}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onCancel}>
          {PickerText.close}
        </Button>,
        <Button key="ok" type="primary" onClick={confirm}>
          {PickerText.confirm}
        </Button>,
      ]}
    >
      <Flex vertical gap={8}>
        <Input.Search
          placeholder={PickerText.departSearchPlaceholder}
          aria-label={PickerText.departSearchPlaceholder}
          allowClear
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={(text) => void search(text)}
        />
        {showContainsDisabled ? (
          <Checkbox checked={containsDisabled} onChange={(event) => setContainsDisabled(event.target.checked)}>
            {PickerText.containsDisabled}
          </Checkbox>
        ) : null}
        <div style={{ maxHeight: 420, overflow: 'auto' }} data-testid="depart-tree">
          {tree.isLoading && !found ? (
            <Flex justify="center" style={{ padding: 24 }}>
              <Spin />
            </Flex>
          ) : shown.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={treeFailure ?? PickerText.noData} />
          ) : (
            <Tree<DepartNode>
              checkable
              checkStrictly
              defaultExpandAll
              selectable={false}
              treeData={shown}
              checkedKeys={{ checked, halfChecked: [] }}
              onCheck={(keys) => {
                const now = (Array.isArray(keys) ? keys : keys.checked).map(String);
                setChecked(nextCheckedDeparts(checked, now, multi));
              }}
            />
          )}
        </div>
      </Flex>
    </Modal>
  );
}
