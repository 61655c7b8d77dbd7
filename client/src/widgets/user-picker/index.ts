export { UserPicker, type UserPickerProps } from './components/user-picker';
export { UserSelectModal, type UserSelectModalProps } from './components/user-select-modal';
export { toChosenUser, storedValueOf, displayTextOf, type ChosenUser, type UserStoreField } from './model/user-selection';
