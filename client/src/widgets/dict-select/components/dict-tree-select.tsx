// JTreeSelect (001 §7 /sys/dict/loadTreeData with its seven parameters): a table's rows as a lazily loaded tree.
// A condition that is not a JSON object string is refused with 组件JTreeSelect-condition传值有误…; a watched condition
// without terms asks nothing (A-DICT-16).
import { App } from 'antd';
import { failureText, PickerText, splitValues, type PickerFieldProps } from '@/widgets/picker-kit';
import { fetchDictTexts, fetchDictTree, type DictTreeSource } from '../api/dict-api';
import { useLazyTree } from '../hooks/use-lazy-tree';
import { LazyTreeSelect } from './lazy-tree-select';

export interface DictTreeSelectProps extends DictTreeSource, PickerFieldProps {
  multiple?: boolean;
  onChange?: (value: string | undefined) => void;
}

export function DictTreeSelect({ dict, pidField, pidValue, hasChildField, condition, watchCondition, ...field }: DictTreeSelectProps) {
  const { message } = App.useApp();
  const source: DictTreeSource = { dict, pidField, pidValue, hasChildField, condition, watchCondition };
  const tree = useLazyTree(
    ['dictionaries', 'tree', source],
    (parent) => fetchDictTree(source, parent),
    (values) => fetchDictTexts(dict, values),
    splitValues(field.value),
    (error) => {
      const text = failureText(error, PickerText.loadFailed);
      if (text) void message.warning(text);
    },
  );
  return <LazyTreeSelect tree={tree} {...field} />;
}
