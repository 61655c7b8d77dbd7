// The tree select both dictionary trees render (001 §9: maxTagCount 5, dropdown max height 400px): a lazily loaded
// antd TreeSelect whose value is one key or comma-joined keys.
import { TreeSelect } from 'antd';
import { failureText, joinValues, PickerText, splitValues, type PickerFieldProps } from '@/widgets/picker-kit';
import type { LazyTree } from '../hooks/use-lazy-tree';
import { TREE_DROPDOWN_MAX_HEIGHT, TREE_MAX_TAG_COUNT } from '../model/dict-limits';

export interface LazyTreeSelectProps extends PickerFieldProps {
  tree: LazyTree;
  multiple?: boolean;
  onChange?: (value: string | undefined) => void;
}

interface Labelled {
  value: string;
  label?: unknown;
}

export function LazyTreeSelect({ tree, multiple, value, onChange, placeholder = '请选择', disabled, id, ...rest }: LazyTreeSelectProps) {
  const values = splitValues(value);
  const failure = tree.rootError ? failureText(tree.rootError, PickerText.loadFailed) : null;
  const labelled = values.map((item) => ({ value: item, label: tree.titleOf(item) }));
  return (
    <TreeSelect
      id={id}
      aria-label={rest['aria-label']}
      treeDataSimpleMode={{ id: 'value', pId: 'pId' }}
      treeData={tree.options.map((option) => ({ ...option, id: option.value }))}
      loadData={(node) => tree.loadChildren(String((node as { value?: unknown }).value))}
      labelInValue
      value={multiple ? labelled : labelled[0]}
      onChange={(next: Labelled | Labelled[] | undefined) => {
        const chosen = Array.isArray(next) ? next.map((item) => item.value) : next ? [next.value] : [];
        onChange?.(chosen.length ? joinValues(chosen) : undefined);
      }}
      multiple={multiple}
      treeCheckable={false}
      maxTagCount={TREE_MAX_TAG_COUNT}
      styles={{ popup: { root: { maxHeight: TREE_DROPDOWN_MAX_HEIGHT, overflow: 'auto' } } }}
      placeholder={placeholder}
      disabled={disabled}
      loading={tree.loading}
      status={failure ? 'error' : undefined}
      notFoundContent={failure ?? PickerText.noData}
      allowClear
      showSearch={false}
      style={{ width: '100%' }}
    />
  );
}
