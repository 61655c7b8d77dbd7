export { PromptDialog, type PromptDialogProps } from './prompt-dialog';
