import { act, fireEvent, render, screen } from '@testing-library/react';
import { Form, Input, type FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import { ResetOnMount } from './reset-on-mount';

interface Values {
  name?: string;
  roles?: string;
}

/** A modal's form: one instance for every opening, the <Form> mounted while an opening shows. */
function Owner({ opening, onForm }: { opening: Values | null; onForm: (form: FormInstance<Values>) => void }) {
  const [form] = Form.useForm<Values>();
  onForm(form);
  if (!opening) return null;
  return (
    <Form form={form} preserve={false} initialValues={opening}>
      <Form.Item name="name">
        <Input aria-label="name" />
      </Form.Item>
      <Form.Item name="roles">
        <Input aria-label="roles" />
      </Form.Item>
      <ResetOnMount />
    </Form>
  );
}

/**
 * Opens A, types into it, closes it, resets the instance before B's form mounts (as an owner's effect could), opens B.
 * Without ResetOnMount, B's fields show what the instance holds (nothing here), not B's initial values.
 */
function openTwice() {
  let form: FormInstance<Values> | undefined;
  const keep = (instance: FormInstance<Values>) => (form = instance);
  const view = render(<Owner opening={{ name: 'A' }} onForm={keep} />);
  fireEvent.change(screen.getByLabelText('roles'), { target: { value: 'typed in A' } });
  view.rerender(<Owner opening={null} onForm={keep} />);
  act(() => form?.resetFields());
  view.rerender(<Owner opening={{ name: 'B', roles: 'role-1' }} onForm={keep} />);
}

describe('ResetOnMount', () => {
  it("shows the opening's initial values, not what the kept instance still holds from an earlier opening", () => {
    openTwice();
    expect(screen.getByLabelText('name')).toHaveValue('B');
    expect(screen.getByLabelText('roles')).toHaveValue('role-1');
  });
});
