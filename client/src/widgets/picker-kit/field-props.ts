// The props every picker field shares, so an antd Form.Item can host it: a comma-joined string value.
export interface PickerFieldProps {
  value?: string;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}
