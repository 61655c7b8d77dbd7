export { AllKeySelect, type AllKeySelectProps } from './all-key-select';
export { nextSelection, selectionOf } from './all-key-selection';
