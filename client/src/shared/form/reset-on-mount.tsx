// A modal's or drawer's form instance (useForm) outlives each opening, and when a <Form> mounts, rc-field-form lets
// the values still in that instance win over the new initialValues. Resetting from the owner's effect is not enough:
// the portal of a drawer can mount the form a commit later, after that effect has run, so the reset falls on the
// previous opening's initial values (the user drawer then showed another opening's empty 角色分配, on a loaded
// machine). Rendered inside the <Form>, the reset comes after the form has taken its new initialValues.
import { Form } from 'antd';
import { useEffect } from 'react';

/** Resets the enclosing form to its initialValues once it has mounted. */
export function ResetOnMount(): null {
  const form = Form.useFormInstance();
  useEffect(() => {
    form.resetFields();
  }, [form]);
  return null;
}
