import { useState } from 'react';
import { firstFailure, type Check } from '@/shared/validation/validators';

/**
 * The login forms' fields and their messages, checked with the spec's rules (shared/validation). A field shows
 * its message once the user has submitted or changed it, as antd forms do.
 */
export function useFieldChecks<Field extends string>(checks: Record<Field, readonly Check[]>) {
  const fields = Object.keys(checks) as Field[];
  const [values, setValues] = useState(() => Object.fromEntries(fields.map((field) => [field, ''])) as Record<Field, string>);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const messageOf = (field: Field, value: string) => firstFailure(checks[field], value);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: messageOf(field, value) }));
  };

  /** Empties a field without flagging it: it is checked again when the user changes it or submits. */
  const clear = (field: Field) => {
    setValues((current) => ({ ...current, [field]: '' }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Checks the given fields (all by default); answers whether they pass. */
  const validate = (only: readonly Field[] = fields): boolean => {
    const found = Object.fromEntries(only.map((field) => [field, messageOf(field, values[field])])) as Partial<Record<Field, string>>;
    setErrors((current) => ({ ...current, ...found }));
    return only.every((field) => !found[field]);
  };

  return { values, errors, change, clear, validate };
}
