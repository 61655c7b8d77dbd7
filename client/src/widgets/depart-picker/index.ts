export { DepartPicker, type DepartPickerProps } from './components/depart-picker';
export { DepartSelectModal, type DepartSelectModalProps } from './components/depart-select-modal';
export { flattenDeparts, isProject, PROJECT_CATEGORY, type DepartNode } from './model/depart-node';
export { fetchDepartTree, fetchDepartsByIds, type DepartTreeFilter } from './api/depart-api';
export { nextCheckedDeparts } from './model/checked-departs';
export { DEPART_MODAL_WIDTH } from './model/depart-limits';
