// @clock: "don't show again today" on the real clock's Seoul day, and across Seoul midnight
// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_CLOSED_KEY, POPUP_CLOSED_MAX, POPUP_HIDE_KEY, browserStorage, isClosedThisVisit, isHiddenToday } from '../../site/lib/popupHide.ts';
import { closeForVisit, hideToday } from '../../site/lib/popupKeep.ts';

// Issue 15, point 1: a pop-up closed in any way stays closed for the visit (session storage, so
// this tab only); "don't show again today" stays the Seoul day's, in local storage.

describe('popupHide: closed for this visit', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
    localStorage.clear();
  });

  it('nothing is closed at first', () => {
    expect(isClosedThisVisit(sessionStorage, 7)).toBe(false);
  });

  it('keeps each closed pop-up, once, in session storage', () => {
    closeForVisit(sessionStorage, 7);
    closeForVisit(sessionStorage, 8);
    closeForVisit(sessionStorage, 7);
    expect(isClosedThisVisit(sessionStorage, 7)).toBe(true);
    expect(isClosedThisVisit(sessionStorage, 8)).toBe(true);
    expect(isClosedThisVisit(sessionStorage, 9)).toBe(false);
    expect(JSON.parse(sessionStorage.getItem(POPUP_CLOSED_KEY)!)).toEqual([8, 7]);
    // Not a "today" record: local storage is left alone.
    expect(localStorage.getItem(POPUP_HIDE_KEY)).toBeNull();
    expect(isHiddenToday(localStorage, 7)).toBe(false);
  });

  it('does not expire with the Seoul day: it lasts as long as the tab\'s session', () => {
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(Date.UTC(2025, 2, 10, 14, 59)); // 23:59 in Seoul
    closeForVisit(sessionStorage, 7);
    now.mockReturnValue(Date.UTC(2025, 2, 10, 15, 1)); // 00:01 the next Seoul day
    expect(isClosedThisVisit(sessionStorage, 7)).toBe(true);
  });

  it('is separate from "don\'t show again today"', () => {
    hideToday(localStorage, 7);
    expect(isHiddenToday(localStorage, 7)).toBe(true);
    expect(isClosedThisVisit(sessionStorage, 7)).toBe(false);
  });

  it(`keeps the last ${POPUP_CLOSED_MAX} only`, () => {
    for (let seq = 1; seq <= POPUP_CLOSED_MAX + 5; seq++) closeForVisit(sessionStorage, seq);
    const stored = JSON.parse(sessionStorage.getItem(POPUP_CLOSED_KEY)!) as number[];
    expect(stored).toHaveLength(POPUP_CLOSED_MAX);
    expect(isClosedThisVisit(sessionStorage, 1)).toBe(false);
    expect(isClosedThisVisit(sessionStorage, POPUP_CLOSED_MAX + 5)).toBe(true);
  });

  it.each(['not json', '[', 'null', '{"7":true}', '"7"', '42', '[7.5, "8", null]'])('ignores corrupt storage %s and writes a clean record', (raw) => {
    sessionStorage.setItem(POPUP_CLOSED_KEY, raw);
    expect(isClosedThisVisit(sessionStorage, 7)).toBe(false);
    expect(isClosedThisVisit(sessionStorage, 8)).toBe(false);
    expect(() => closeForVisit(sessionStorage, 7)).not.toThrow();
    expect(JSON.parse(sessionStorage.getItem(POPUP_CLOSED_KEY)!)).toEqual([7]);
    expect(isClosedThisVisit(sessionStorage, 7)).toBe(true);
  });

  it('a storage that refuses to read or write is the same as none', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(isClosedThisVisit(broken, 7)).toBe(false);
    expect(() => closeForVisit(broken, 7)).not.toThrow();
  });

  it('browserStorage gives the window\'s storage, or null where reading it throws', () => {
    expect(browserStorage('sessionStorage')).toBe(window.sessionStorage);
    expect(browserStorage('localStorage')).toBe(window.localStorage);
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The document is sandboxed', 'SecurityError');
    });
    expect(browserStorage('sessionStorage')).toBeNull();
  });
});
