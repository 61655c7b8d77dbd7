export { PopupReportModal, type PopupReportModalProps } from './components/popup-report-modal';
export { PopupField, type PopupFieldProps } from './components/popup-field';
export type { PopupSelection } from './model/popup-selection';
