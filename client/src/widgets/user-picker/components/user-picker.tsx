// JSelectUserByDep (001 §2, §3; decision 16): the chosen users' realnames in a read-only field with a clear icon,
// and the trigger button 选择用户. The value is the users' store field (username by default), comma-joined; a
// stored value is echoed with getMultiUser.
import { UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { joinValues, PickerText, PickerTrigger, splitValues, type PickerFieldProps } from '@/widgets/picker-kit';
import { fetchChosenUsers } from '../api/user-api';
import { DEFAULT_USER_STORE_FIELD, displayTextOf, storedValueOf, type ChosenUser, type UserStoreField } from '../model/user-selection';
import { UserSelectModal } from './user-select-modal';

export interface UserPickerProps extends PickerFieldProps {
  onChange?: (value: string | undefined, users: ChosenUser[]) => void;
  multi?: boolean;
  storeField?: UserStoreField;
  modalWidth?: number;
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
      <PickerTrigger
        id={id}
        aria-label={rest['aria-label']}
        text={text}
        hasValue={Boolean(value)}
        placeholder={placeholder}
        disabled={disabled}
        buttonText={PickerText.chooseUser}
        buttonIcon={<UserOutlined />}
        onOpen={() => setOpen(true)}
        onClear={() => emit([])}
      />
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
