export { IconField, type IconFieldProps } from './components/icon-field';
export { IconChooserModal } from './components/icon-chooser-modal';
