import { DEPARTMENT_PICKER_WIDTH } from '@/shared/config/widget-constants';

/** B-DEPTSEL-05: the department picker field's modal default width (001 §2), from the one module of §9 constants. */
export const DEPART_MODAL_WIDTH = DEPARTMENT_PICKER_WIDTH;
