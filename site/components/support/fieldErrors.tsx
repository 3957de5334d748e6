import type { ReactNode } from 'react';
import * as s from './support.css.ts';

/**
 * The error wiring of a support form's fields (KWCAG 2.2: an invalid field names its message).
 * `describedBy(field, ...ids)`: the field's hints and, while it has an error, the message's id;
 * `errorText(field)`: that message, or nothing. Ids are `${prefix}-${field}-error`.
 */
export function fieldErrors<F extends string>(prefix: string, errors: Partial<Record<F, unknown>>, message: (field: F) => string) {
  const errorId = (field: F) => `${prefix}-${field}-error`;
  return {
    describedBy: (field: F, ...extra: string[]): string | undefined => [...extra, errors[field] ? errorId(field) : ''].filter(Boolean).join(' ') || undefined,
    errorText: (field: F): ReactNode =>
      errors[field] ? (
        <p id={errorId(field)} className={s.fieldError}>
          {message(field)}
        </p>
      ) : null,
  };
}
