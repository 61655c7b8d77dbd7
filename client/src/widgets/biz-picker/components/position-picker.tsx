// JSelectPosition (001 §3, B-PICK-16/17): positions with name, code and rank_dictText in the picker modal (900 wide);
// the value is the position codes, comma-joined, and the chosen positions are returned with id and code.
import { PICKER_MODAL_WIDTH, type BizPickerConfig } from '../model/biz-config';
import { toChosenPosition, type ChosenPosition } from '../model/position-row';
import { BizPicker } from './biz-picker';
import type { PickerFieldProps } from '@/widgets/picker-kit';

export interface PositionPickerProps extends PickerFieldProps {
  onChange?: (value: string | undefined, positions: ChosenPosition[]) => void;
  multiple?: boolean;
}

const POSITION_CONFIG: BizPickerConfig = {
  name: '职务',
  listUrl: '/sys/position/list',
  valueKey: 'code',
  displayKey: 'name',
  columns: [
    { title: '职务名称', dataIndex: 'name' },
    { title: '职务编码', dataIndex: 'code' },
    { title: '职级', dataIndex: 'rank_dictText' },
  ],
  queryConfig: [{ key: 'name', label: '职务名称' }],
};

export function PositionPicker({ onChange, multiple = false, ...field }: PositionPickerProps) {
  return (
    <BizPicker
      config={POSITION_CONFIG}
      multiple={multiple}
      modalWidth={PICKER_MODAL_WIDTH}
      onChange={(value, rows) => onChange?.(value, rows.map(toChosenPosition))}
      {...field}
    />
  );
}
