// The search inputs that pull in large antd parts (the date picker, the number input): loaded only by the screens
// whose search form has such a field, so a list with text fields alone stays light.
import { DatePicker, InputNumber } from 'antd';

export const SEARCH_DATE_FORMAT = 'YYYY-MM-DD';

export function DateRangeInput(props: object) {
  return <DatePicker.RangePicker style={{ width: '100%' }} format={SEARCH_DATE_FORMAT} placeholder={['开始日期', '结束日期']} {...props} />;
}

export function NumberInput({ placeholder, ...props }: { placeholder: string }) {
  return <InputNumber style={{ width: '100%' }} placeholder={placeholder} {...props} />;
}
