/** B-DEPTSEL-05: the department picker field's modal default width (001 §2). */
export const DEPART_MODAL_WIDTH = 500;
