/**
 * The body font of each interface language (issue 15 point 3; docs/decisions.md). Pretendard, the
 * self-hosted subset, draws Hangul, English and some Hanja and kana, but not Japanese or Chinese as
 * those readers expect (its Hanja are Korean forms, 简体 forms are missing), nor í ó ú ñ ã õ
 * (Spanish, Portuguese), Vietnamese tone letters, Cyrillic or Thai. A language it cannot draw whole
 * starts with faces that can, so that a word is never drawn in two fonts and Kanji never show as
 * boxes where the system has a face for them: the macOS/iOS face, the Noto face (Android, Linux;
 * `Noto Sans CJK *` is its name in Debian's fonts-noto-cjk; Loma is Linux's TLWG Thai face), the
 * Windows face, then the system's own.
 *
 * First of all, the page's own cut of the web font (`… Page`, issue 29 point 5): a page rendered by
 * the server declares these families in its head with exactly the characters it draws
 * (server/web/render/page-fonts.ts) — Pretendard for Korean and English, Google's Noto faces for
 * Japanese, Chinese and Thai. Where a page declares none (Storybook, the portal), they are skipped.
 */
const pretendard = "Pretendard, 'Pretendard Variable'";
const pageCut = "'Pretendard Page'";
const apple = '-apple-system, BlinkMacSystemFont';
const korean = "'Apple SD Gothic Neo', 'Noto Sans KR', 'Noto Sans CJK KR', 'Malgun Gothic'";
const latinSystem = "'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial";
const last = 'system-ui, sans-serif';

export const fontStacks = {
  /** Korean and English: Pretendard draws them whole. */
  default: `${pageCut}, ${pretendard}, ${apple}, ${korean}, ${last}`,
  ja: `'Noto Sans JP Page', 'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Noto Sans JP', 'Noto Sans CJK JP', 'Yu Gothic UI', 'Yu Gothic', Meiryo, ${last}`,
  'zh-CN': `'Noto Sans SC Page', 'PingFang SC', 'Hiragino Sans GB', 'Noto Sans SC', 'Noto Sans CJK SC', 'Microsoft YaHei', ${last}`,
  'zh-TW': `'Noto Sans TC Page', 'PingFang TC', 'Noto Sans TC', 'Noto Sans CJK TC', 'Microsoft JhengHei', ${last}`,
  /** Latin in Pretendard, Thai in a Thai face (Pretendard has no Thai, so no word is split). */
  th: `${pageCut}, 'Noto Sans Thai Page', ${pretendard}, 'Noto Sans Thai', 'Noto Sans Thai UI', Thonburi, 'Sukhumvit Set', 'Leelawadee UI', Tahoma, Loma, ${apple}, ${last}`,
  /**
   * Spanish and Portuguese accents (í, ñ, ã), Vietnamese tone letters (ế, ệ) and Mongolian Cyrillic
   * (ө, ү) are not in the Pretendard subset: one system face that has them all, so no word is split.
   */
  system: `${apple}, ${latinSystem}, ${last}`,
} as const;

/** The `:lang()` of each stack. */
export const fontStackLanguages = {
  default: ['ko', 'en'],
  ja: ['ja'],
  'zh-CN': ['zh-CN', 'zh-Hans'],
  'zh-TW': ['zh-TW', 'zh-Hant'],
  th: ['th'],
  system: ['es', 'pt', 'vi', 'mn'],
} as const satisfies Record<keyof typeof fontStacks, readonly string[]>;
