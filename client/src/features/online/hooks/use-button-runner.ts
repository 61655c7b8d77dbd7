// Runs a custom button's declared command on rows (model/button-actions.ts): opens its link (an http(s) address in a
// new window, a path in the app), runs its server action then reloads, or hands over the form it opens.
import { App } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { OnlineRow } from '@/widgets/resource';
import { runButtonAction } from '../api/online-form-api';
import { buttonCommand, type OnlineButton } from '../model/button-actions';

/** Runs a button on rows: opens its link, runs its action then `onDone`, or hands the form to open to `onOpenForm`. */
export function useButtonRunner(formId: string, onDone: () => unknown, onOpenForm: (formId: string, title: string) => void) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  return useCallback(
    async (button: OnlineButton, rows: readonly OnlineRow[]) => {
      const command = buttonCommand(button, rows);
      switch (command.kind) {
        case 'refuse':
          void message.warning(command.message);
          return;
        case 'open':
          if (command.external) window.open(command.href, '_blank', 'noopener');
          else void navigate(command.href);
          return;
        case 'form':
          onOpenForm(command.formId, button.buttonName);
          return;
        case 'action':
          void message.success(await runButtonAction(formId, button.buttonCode, command.ids));
          await onDone();
      }
    },
    [formId, message, navigate, onDone, onOpenForm],
  );
}


export type ButtonRunner = ReturnType<typeof useButtonRunner>;
