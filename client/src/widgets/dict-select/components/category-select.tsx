// JCategorySelect (001 §7 /sys/category/loadTreeData, A-DICT-21/22/23): the categories under `pcode` as a lazily
// loaded tree (children by pid); the value is category ids, echoed with /sys/category/loadDictItem. A failed root
// load shows the server's message as an error.
import { App } from 'antd';
import { failureText, PickerText, splitValues, type PickerFieldProps } from '@/widgets/picker-kit';
import { fetchCategoryNames, fetchCategoryTree, type CategorySource } from '../api/dict-api';
import { useLazyTree } from '../hooks/use-lazy-tree';
import { LazyTreeSelect } from './lazy-tree-select';

export interface CategorySelectProps extends PickerFieldProps {
  /** The root category's code; "0" lists every root. */
  pcode?: string;
  condition?: string;
  /** The condition is filled from another field: while it has no terms nothing is asked (A-DICT-16). */
  watchCondition?: boolean;
  multiple?: boolean;
  onChange?: (value: string | undefined) => void;
}

export function CategorySelect({ pcode = '0', condition, watchCondition, ...field }: CategorySelectProps) {
  const { message } = App.useApp();
  const source: CategorySource = { pcode, condition, watchCondition };
  const tree = useLazyTree(
    ['categories', 'tree', source],
    (parent) => fetchCategoryTree(source, parent),
    fetchCategoryNames,
    splitValues(field.value),
    (error) => {
      const text = failureText(error, PickerText.loadFailed);
      if (text) void message.error(text);
    },
  );
  return <LazyTreeSelect tree={tree} {...field} />;
}
