// A row's popup (the 更多 menu, the 删除 confirm) mounted only when its trigger is approached: a page of rows then
// mounts plain links instead of ten dropdowns or popconfirms, with their triggers, portals and effects.
import { cloneElement, useCallback, useState, type FocusEvent, type MouseEvent, type PointerEvent, type ReactElement } from 'react';

type TriggerHandlers = {
  onPointerEnter?: (event: PointerEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onClick?: (event: MouseEvent) => void;
};

export type PopupOnApproach = {
  /** The popup is mounted: render it around the trigger. */
  mounted: boolean;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The trigger as it is rendered before the popup mounts. */
  plainTrigger: (trigger: ReactElement<TriggerHandlers>) => ReactElement;
};

export function usePopupOnApproach(): PopupOnApproach {
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const plainTrigger = useCallback(
    (trigger: ReactElement<TriggerHandlers>) =>
      cloneElement(trigger, {
        // A pointer on its way to the trigger mounts the popup before the click, which the popup then handles.
        onPointerEnter: () => setMounted(true),
        onFocus: () => setMounted(true),
        // A click that came first (a touch, a script) mounts the popup open.
        onClick: () => {
          setMounted(true);
          setOpen(true);
        },
      }),
    [],
  );
  return { mounted, open, setOpen, plainTrigger };
}
