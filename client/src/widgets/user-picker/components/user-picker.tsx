// JSelectUserByDep (001 §2, §3; decision 16): the chosen users' realnames in a read-only field with a clear icon,
// and the trigger button 选择用户. The value is the users' store field (username by default), comma-joined; a
// stored value is echoed with getMultiUser.
import { CloseCircleFilled, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { joinValues, PickerText, splitValues } from '@/widgets/picker-kit';
import { fetchChosenUsers } from '../api/user-api';
import { DEFAULT_USER_STORE_FIELD, displayTextOf, storedValueOf, type ChosenUser, type UserStoreField } from '../model/user-selection';
import { UserSelectModal } from './user-select-modal';

export interface UserPickerProps {
  value?: string;
  onChange?: (value: string | undefined, users: ChosenUser[]) => void;
  multi?: boolean;
  storeField?: UserStoreField;
  modalWidth?: number;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

export function UserPicker({ value, onChange, multi = true, storeField = DEFAULT_USER_STORE_FIELD, modalWidth, placeholder = '请选择用户', disabled, id, ...rest }: UserPickerProps) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<ChosenUser[] | null>(null);
  const values = splitValues(value);
  const pickedMatches = picked !== null && joinValues(picked.map((user) => storedValueOf(user, storeField))) === joinValues(values);
  const echo = useQuery({
    queryKey: ['users', 'echo', storeField, values],
    queryFn: () => fetchChosenUsers(storeField, values),
    enabled: values.length > 0 && !pickedMatches,
    staleTime: Infinity,
    retry: false,
  });
  const users = pickedMatches ? picked : values.map((stored) => echo.data?.find((user) => storedValueOf(user, storeField) === stored)).filter((user): user is ChosenUser => user !== undefined);
  const text = users.length ? users.map(displayTextOf).join(',') : (value ?? '');

  function emit(next: ChosenUser[]) {
    setPicked(next);
    onChange?.(next.length ? joinValues(next.map((user) => storedValueOf(user, storeField))) : undefined, next);
  }

  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          aria-label={rest['aria-label']}
          readOnly
          value={text}
          placeholder={placeholder}
          disabled={disabled}
          onClick={() => !disabled && setOpen(true)}
          suffix={
            value && !disabled ? (
              <CloseCircleFilled aria-label="清除" style={{ color: 'rgba(0,0,0,.25)', cursor: 'pointer' }}
                onClick={(event) => {
                  event.stopPropagation();
                  emit([]);
                }}
              />
            ) : <span />
          }
        />
        <Button icon={<UserOutlined />} disabled={disabled} onClick={() => setOpen(true)}>
          {PickerText.chooseUser}
        </Button>
      </Space.Compact>
      <UserSelectModal
        open={open}
        chosen={users}
        multi={multi}
        width={modalWidth}
        onCancel={() => setOpen(false)}
        onOk={(next) => {
          setOpen(false);
          emit(next);
        }}
      />
    </>
  );
}
