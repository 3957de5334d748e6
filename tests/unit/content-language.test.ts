import { describe, expect, it } from 'vitest';
import { CONTENT_FALLBACKS, contentLang, contentLanguageChain, languages, localeOf } from '../../locales/languages.ts';
import { translation } from '../../server/api/domain/translation.ts';
import { fontStackLanguages, fontStacks } from '../../design-system/tokens/fontStacks.ts';

describe('content fallback chain (issue 15 point 3)', () => {
  it('tries the visitor\'s language, then English, then Korean, each once', () => {
    expect(contentLanguageChain('SPA')).toEqual(['SPA', 'ENG', 'KOR']);
    expect(contentLanguageChain('JAN')).toEqual(['JAN', 'ENG', 'KOR']);
    expect(contentLanguageChain('ENG')).toEqual(['ENG', 'KOR']);
    expect(contentLanguageChain('KOR')).toEqual(['KOR', 'ENG']);
    for (const { langType } of languages) expect(contentLanguageChain(langType).at(-1) === 'KOR' || langType === 'KOR').toBe(true);
  });

  it('builds SQL that takes the first translation row of the chain, whole, and says its language', () => {
    const t = translation('notice_translations', 'notice_seq', 'n.notice_seq');
    expect(t.join.split('\n')).toHaveLength(1 + CONTENT_FALLBACKS.length);
    expect(t.join).toContain("t_req.lang_type = $1");
    expect(t.join.indexOf("'ENG'")).toBeLessThan(t.join.indexOf("'KOR'"));
    expect(t.column('title')).toBe('CASE WHEN t_req.notice_seq IS NOT NULL THEN t_req.title WHEN t_eng.notice_seq IS NOT NULL THEN t_eng.title WHEN t_kor.notice_seq IS NOT NULL THEN t_kor.title END AS title');
    expect(t.lang()).toBe('COALESCE(t_req.lang_type, t_eng.lang_type, t_kor.lang_type) AS content_lang_type');
    expect(translation('hotel_translations', 'hotel_seq', 'h.hotel_seq', { langParam: '$2' }).firstOf('main_name')).toBe('COALESCE(t_req.main_name, t_eng.main_name, t_kor.main_name)');
  });

  it('marks a block with its own language only when it is not the page\'s', () => {
    expect(contentLang('ENG', 'es')).toBe('en');
    expect(contentLang('KOR', 'en')).toBe('ko');
    expect(contentLang('ENG', 'en')).toBeUndefined();
    expect(contentLang('CHT', 'zh-TW')).toBeUndefined();
    expect(contentLang(null, 'es')).toBeUndefined();
    expect(localeOf('CHS')).toBe('zh-CN');
  });
});

describe('font stacks per language', () => {
  it('gives every interface language a stack, with its own faces for Japanese, Chinese and Thai', () => {
    const covered = Object.values(fontStackLanguages).flat() as string[];
    for (const { locale } of languages) expect(covered).toContain(locale);
    // Each page's own cut of its web font first (issue 29, point 5), then the systems' faces.
    expect(fontStacks.default).toMatch(/^'Pretendard Page', Pretendard/);
    expect(fontStacks.ja).toMatch(/^'Noto Sans JP Page', 'Hiragino Sans'.*'Noto Sans JP'.*'Noto Sans CJK JP'.*'Yu Gothic'/);
    expect(fontStacks['zh-CN']).toMatch(/^'Noto Sans SC Page', 'PingFang SC'.*'Noto Sans SC'.*'Microsoft YaHei'/);
    expect(fontStacks['zh-TW']).toMatch(/^'Noto Sans TC Page', 'PingFang TC'.*'Noto Sans TC'.*'Microsoft JhengHei'/);
    expect(fontStacks.th).toMatch(/^'Pretendard Page', 'Noto Sans Thai Page'.*'Noto Sans Thai'.*'Leelawadee UI'/);
    // Pretendard's Hanja are Korean forms: it never comes before the Japanese or Chinese faces.
    for (const stack of [fontStacks.ja, fontStacks['zh-CN'], fontStacks['zh-TW'], fontStacks.system]) expect(stack).not.toContain('Pretendard');
    expect(fontStackLanguages.system).toEqual(['es', 'pt', 'vi', 'mn']);
    for (const stack of Object.values(fontStacks)) expect(stack).toMatch(/system-ui, sans-serif$/);
  });
});
