export { CronEditor, type CronEditorProps } from './components/cron-editor';
export { CronModal, type CronModalProps } from './components/cron-modal';
export { validateExpression, parseExpression, type CronProblem } from './model/validate';
export { nextFireTimes } from './model/next-fire-times';
