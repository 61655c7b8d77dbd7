import { message, Modal, notification } from 'antd';
import type { UiFeedback } from './ui-feedback';

/** antd's static feedback methods, for pages rendered outside the shell's <App>. */
export const staticFeedback: UiFeedback = { message, notification, modal: Modal };
