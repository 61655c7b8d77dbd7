import type { ReactNode } from 'react';

/** One row of a login form: the input and, below it, its message. */
export function LoginField({ error, children }: { error: string | undefined; children: ReactNode }) {
  return (
    <div className="login-field">
      {children}
      <div className="login-field__error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </div>
    </div>
  );
}
