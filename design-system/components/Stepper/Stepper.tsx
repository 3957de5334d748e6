import { useId } from 'react';
import * as s from './Stepper.css.ts';

export interface StepperLabels {
  /** The "one less" button's name, with the field's label: '성인 줄이기'. */
  less: (label: string) => string;
  /** The "one more" button's name: '성인 늘리기'. */
  more: (label: string) => string;
}

export interface StepperProps {
  /** The field's visible name ('성인'). */
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  labels: StepperLabels;
  /** A line under the label ('37개월~12세'). */
  hint?: string;
  /** The value's id (a form's error summary links to it). @default a generated id */
  id?: string;
  /** 'inline': the label beside the buttons (a list of counts); 'stacked': above them (a form in columns). @default 'inline' */
  layout?: 'inline' | 'stacked';
  className?: string;
}

/**
 * A number chosen with − and + (rooms, adults, children): a group named by its label, the value
 * announced as it changes, each button named by what it does and disabled at its limit; 44 px
 * targets (WCAG 2.5.8). A keyboard reaches both buttons with Tab and presses them with Enter or Space.
 */
export function Stepper({ label, value, min, max, onChange, labels, hint, id, layout = 'inline', className }: StepperProps) {
  const generated = useId();
  const valueId = id ?? `${generated}-value`;
  const labelId = `${valueId}-label`;
  const hintId = `${valueId}-hint`;
  return (
    <div className={[s.root, layout === 'stacked' && s.stacked, className].filter(Boolean).join(' ')} role="group" aria-labelledby={labelId} aria-describedby={hint ? hintId : undefined}>
      <span className={s.text}>
        <span id={labelId} className={s.label}>
          {label}
        </span>
        {hint ? (
          <span id={hintId} className={s.hint}>
            {hint}
          </span>
        ) : null}
      </span>
      <span className={s.controls}>
        <button type="button" className={s.button} onClick={() => onChange(Math.max(min, value - 1))} disabled={value <= min} aria-label={labels.less(label)}>
          −
        </button>
        <output id={valueId} className={s.value} aria-live="polite" aria-labelledby={labelId}>
          {value}
        </output>
        <button type="button" className={s.button} onClick={() => onChange(Math.min(max, value + 1))} disabled={value >= max} aria-label={labels.more(label)}>
          +
        </button>
      </span>
    </div>
  );
}
