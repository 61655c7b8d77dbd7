// A row's selection box as antd's Table draws it (`<Checkbox>` in the selection column), without an antd instance
// per row: the label, box and input with antd's class names, styled by antd's stylesheet (row-checkbox.test.tsx
// compares the two). The Checkbox and its click wave ran their CSS-in-JS and effect hooks for each of a page's rows.
// antd's own handlers (the element antd built for the cell) still decide the selection: a click, the keyboard's
// space, shift-click ranges, disabled rows.
import type { CheckboxProps } from 'antd';
import type { ChangeEvent, MouseEvent, ReactElement } from 'react';
import { TARGET_CLS } from 'antd/es/_util/wave/interface';
import { useRowPartsClasses } from './row-parts-context';
import { RowPartsScope } from './row-parts-scope';

export type AntdCheckboxProps = CheckboxProps & { 'aria-label'?: string; skipGroup?: boolean };

function classNames(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** Draws antd's `<Checkbox>` with the props antd's selection column gave it (`origin.props`). */
export function RowCheckbox({ origin }: { origin: ReactElement<AntdCheckboxProps> }) {
  const classes = useRowPartsClasses();
  const { checked = false, disabled = false, onClick, onChange, 'aria-label': ariaLabel } = origin.props;
  if (!classes) return <RowPartsScope>{<RowCheckbox origin={origin} />}</RowPartsScope>;
  const { prefix, hashId, cssVar, wave } = classes;
  const checkbox = `${prefix}-checkbox`;
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    if (disabled) return;
    const target = { ...origin.props, type: 'checkbox', checked: event.target.checked };
    onChange?.({ target, nativeEvent: event.nativeEvent, stopPropagation: () => event.stopPropagation(), preventDefault: () => event.preventDefault() } as Parameters<NonNullable<CheckboxProps['onChange']>>[0]);
  };
  return (
    <label
      className={classNames(`${checkbox}-wrapper`, checked && `${checkbox}-wrapper-checked`, disabled && `${checkbox}-wrapper-disabled`, cssVar, `${checkbox}-css-var`, hashId)}
      // Capture, as antd's wave listens: the input's own click handler stops its propagation.
      onClickCapture={disabled || !wave ? undefined : (event: MouseEvent<HTMLLabelElement>) => wave(event.currentTarget, event.nativeEvent)}
    >
      <span className={classNames(checkbox, TARGET_CLS, hashId, checked && `${checkbox}-checked`, disabled && `${checkbox}-disabled`)}>
        <input
          aria-label={ariaLabel}
          type="checkbox"
          className={`${checkbox}-input`}
          checked={checked}
          disabled={disabled}
          onClick={onClick as ((event: MouseEvent<HTMLInputElement>) => void) | undefined}
          onChange={change}
        />
      </span>
    </label>
  );
}
