import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { revealInRow } from '../../hooks/revealInRow.ts';
import * as s from './Tabs.css.ts';

export const tabsActivations = ['automatic', 'manual'] as const;

export interface TabItem<V extends string = string> {
  /** Value reported to onChange and compared with `value`. */
  value: V;
  /** Visible tab text. */
  label: ReactNode;
  /** Makes the tab a link (e.g. '/member/board?tab=dividend'); the app's router follows it. */
  href?: string;
  /** Not selectable. @default false */
  disabled?: boolean;
}

export interface TabsProps<V extends string = string> {
  /** The tabs, in order. */
  items: readonly TabItem<V>[];
  /** The selected tab's value (controlled). */
  value: V;
  /** Called with the chosen value; for link tabs the event may be prevented to route in the app. */
  onChange?: (value: V, event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => void;
  /** Accessible name of the tab list (e.g. '게시판 메뉴'). */
  label: string;
  /**
   * 'automatic' selects a tab as the arrow keys reach it; 'manual' only moves focus and Enter or
   * Space selects. Link tabs always behave as 'manual' so that arrows never leave the page.
   * @default 'automatic'
   */
  activation?: (typeof tabsActivations)[number];
  /** Content of the selected tab's panel; without it no panel is rendered (the app renders its own). */
  children?: ReactNode;
  /** Extra class on the root. */
  className?: string;
}

/**
 * Tabs after the WAI-ARIA tabs pattern: tablist/tab/tabpanel, aria-selected, roving tabindex
 * (only the selected tab is in the Tab order), arrow keys, Home and End. A tab with an href is a
 * link, so the board's `?tab=dividend` URLs keep working without script.
 */
export function Tabs<V extends string = string>({ items, value, onChange, label, activation = 'automatic', children, className }: TabsProps<V>) {
  const baseId = useId();
  const refs = useRef<(HTMLElement | null)[]>([]);
  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = `${baseId}-panel`;
  const selectedIndex = items.findIndex((item) => item.value === value);
  const hasPanel = children !== undefined && children !== null && selectedIndex >= 0;
  const listRef = useRef<HTMLDivElement>(null);

  // On narrow screens the list scrolls sideways: keep the selected tab in view.
  useEffect(() => {
    const reveal = () => {
      const list = listRef.current;
      const tab = refs.current[selectedIndex];
      if (list && tab) revealInRow(list, tab);
    };
    reveal();
    // Tab widths change when the web font arrives: measure again then.
    let live = true;
    void document.fonts?.ready.then(() => live && reveal());
    return () => {
      live = false;
    };
  }, [selectedIndex]);

  const select = (index: number, event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => {
    const item = items[index];
    if (!item || item.disabled) return;
    if (item.value !== value) onChange?.(item.value, event);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const enabled = items.map((item, i) => (item.disabled ? -1 : i)).filter((i) => i >= 0);
    const at = enabled.indexOf(index);
    let next: number | undefined;
    if (event.key === 'ArrowRight') next = enabled[(at + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') next = enabled[(at - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    else if ((event.key === 'Enter' || event.key === ' ') && !items[index]?.href) {
      // Links follow themselves on Enter (and report through onClick); buttons select here.
      event.preventDefault();
      select(index, event);
      return;
    }
    if (next === undefined) return;
    event.preventDefault();
    refs.current[next]?.focus();
    const isLink = items.some((item) => item.href !== undefined);
    if (activation === 'automatic' && !isLink) select(next, event);
  };

  return (
    <div className={[s.root, className ?? ''].filter(Boolean).join(' ')}>
      <div ref={listRef} role="tablist" aria-label={label} aria-orientation="horizontal" className={s.list}>
        {items.map((item, i) => {
          const selected = i === selectedIndex;
          const common = {
            id: tabId(i),
            role: 'tab',
            'aria-selected': selected,
            'aria-controls': selected && hasPanel ? panelId : undefined,
            'aria-disabled': item.disabled || undefined,
            // Roving tabindex; when nothing is selected the first tab takes the Tab stop.
            tabIndex: selected || (selectedIndex < 0 && i === 0) ? 0 : -1,
            className: s.tab,
            onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(event, i),
          } as const;
          return item.href !== undefined && !item.disabled ? (
            <a
              key={item.value}
              {...common}
              ref={(el) => {
                refs.current[i] = el;
              }}
              href={item.href}
              aria-current={selected ? 'page' : undefined}
              onClick={(event) => select(i, event)}
            >
              {item.label}
            </a>
          ) : (
            <button
              key={item.value}
              {...common}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              disabled={item.disabled}
              onClick={(event) => select(i, event)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {hasPanel && (
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(selectedIndex)} tabIndex={0} className={s.panel}>
          {children}
        </div>
      )}
    </div>
  );
}
