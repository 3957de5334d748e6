import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useOutsideClick } from '../../hooks/useOutsideClick.ts';
import * as s from './LanguageSwitcher.css.ts';

export interface LanguageOption {
  /** The value handed to onChange (the app's language code, e.g. 'KOR'). */
  value: string;
  /** The language's name in its own language, e.g. '한국어'. */
  label: string;
  /** BCP 47 tag of the label, set as its `lang`, e.g. 'ko'. */
  lang: string;
}

export interface LanguageSwitcherLabels {
  /** Accessible name of the button and the list, e.g. '언어 선택'. */
  label: string;
}

export interface LanguageSwitcherProps {
  /** The languages offered (SPEC §1: Korean and English). */
  options: readonly LanguageOption[];
  /** The selected language's value. */
  value: string;
  /** Called with the chosen value when a different language is chosen (the app saves it and reloads, SPEC §4). */
  onChange: (value: string) => void;
  /** Interface text. */
  labels: LanguageSwitcherLabels;
  /** Whether the list is open at first render (stories and visual tests). @default false */
  defaultOpen?: boolean;
  /** Extra class on the root. */
  className?: string;
}

/**
 * The language switcher (SPEC §1, §4): a button showing the selected language toggles a listbox;
 * choosing a language calls onChange and closes it; an outside press or Escape closes it too.
 * Keyboard: arrows, Home and End move, Enter or Space choose, Escape and Tab close.
 */
export function LanguageSwitcher({ options, value, onChange, labels, defaultOpen = false, className }: LanguageSwitcherProps) {
  const [open, setOpen] = useState(defaultOpen);
  const selectedIndex = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );
  const [activeIndex, setActiveIndex] = useState(selectedIndex);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusList = useRef(false);
  const id = useId();
  const labelId = `${id}-label`;
  const buttonId = `${id}-button`;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const selected = options[selectedIndex];

  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(rootRef, close, open);

  useEffect(() => {
    // Focus moves into the list only when a person opened it, not for a list open at first render.
    if (open && focusList.current) listRef.current?.focus();
    focusList.current = false;
  }, [open]);

  const openList = (index = selectedIndex) => {
    setActiveIndex(index);
    focusList.current = true;
    setOpen(true);
  };

  const closeAndReturn = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const choose = (index: number) => {
    const option = options[index];
    closeAndReturn();
    if (option && option.value !== value) onChange(option.value);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList(event.key === 'ArrowUp' ? options.length - 1 : selectedIndex);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(activeIndex + 1, last),
      ArrowUp: Math.max(activeIndex - 1, 0),
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActiveIndex(moves[event.key]!);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(activeIndex);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeAndReturn();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div ref={rootRef} className={[s.root, className ?? ''].filter(Boolean).join(' ')}>
      <span id={labelId} className={s.visuallyHidden}>
        {labels.label}
      </span>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={s.button}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-labelledby={`${labelId} ${buttonId}`}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={onButtonKeyDown}
      >
        <GlobeIcon />
        <span lang={selected?.lang}>{selected?.label}</span>
        <ChevronIcon />
      </button>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        tabIndex={-1}
        className={s.list}
        aria-labelledby={labelId}
        aria-activedescendant={open ? optionId(activeIndex) : undefined}
        hidden={!open}
        onKeyDown={onListKeyDown}
      >
        {options.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            lang={option.lang}
            aria-selected={option.value === value}
            className={[s.option, index === activeIndex ? s.active : ''].filter(Boolean).join(' ')}
            onClick={() => choose(index)}
            onPointerMove={() => setActiveIndex(index)}
          >
            {option.label}
            {option.value === value ? <CheckIcon /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function GlobeIcon() {
  return (
    <svg className={s.icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </svg>
  );
}

function ChevronIcon() {
  return (
    <svg className={s.chevron} viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true" focusable="false">
      <path d="M3.5 6l4.5 4.5L12.5 6" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg className={s.check} viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M3 8.5l3.2 3L13 4.5" />
    </svg>
  );
}
