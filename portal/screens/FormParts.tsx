import { useEffect, type ReactNode, type RefObject } from 'react';
import { useSnapshot } from 'valtio/react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { useMemberStore } from '../stores/context.tsx';
import * as f from './forms.css.ts';

/** A message per field that has one (undefined: the field is fine). */
export type FieldErrors<K extends string> = Partial<Record<K, string | undefined>>;

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

/**
 * A labelled control with its hint and its error (KWCAG: the label names it, the error is tied to
 * it by aria-describedby and marked by aria-invalid, and says what to do).
 */
export function Field({ id, label, required = false, error, hint, children }: { id: string; label: ReactNode; required?: boolean; error?: string | undefined; hint?: ReactNode; children: (props: ControlProps) => ReactNode }) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={f.field}>
      <label htmlFor={id} className={f.label}>
        {label}
        {required ? (
          <span className={f.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined, 'aria-required': required ? true : undefined })}
      {hint ? (
        <p id={`${id}-hint`} className={f.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={f.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The form's problems in one place (role=alert reads them out). A failed submit's reason takes the
 * focus once it is shown (an empty summary is hidden, and cannot take it before).
 */
export function FormSummary({ ref, errors, failure }: { ref: RefObject<HTMLDivElement | null>; errors: readonly string[]; failure: string | null }) {
  const { t } = useTranslation('member');
  useEffect(() => {
    if (failure) ref.current?.focus();
  }, [failure, ref]);
  return (
    <div ref={ref} tabIndex={-1} role="alert" className={f.summary} data-testid="form-summary">
      {failure ? <p className={f.error}>{failure}</p> : null}
      {errors.length > 0 ? (
        <>
          <p className={f.error}>{t('forms.summary', { count: errors.length })}</p>
          <ul>
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** The unit an inquiry is about: one of the owner's member numbers, or none. */
export function UnitChoice({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('member');
  const member = useSnapshot(useMemberStore());
  return (
    <Field id={id} label={t('voc.unit')}>
      {(props) => (
        <select {...props} className={f.input} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('voc.unitNone')}</option>
          {member.member_no_list.map((no) => (
            <option key={no} value={no}>
              {no}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
