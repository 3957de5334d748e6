import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider, translatorFor, useTranslation } from '../../shared/i18n/react.tsx';

function instance() {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'en',
    resources: { en: { ui: { hello: 'Hello', greet: 'Hello, {{name}}', rooms_one: '{{count}} room', rooms_other: '{{count}} rooms', header: { login: 'Log in', logout: 'Log out' } } } },
    defaultNS: 'ui',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

describe('translatorFor', () => {
  it('gives what i18next gives: plain keys, interpolation, plurals and objects', () => {
    const i18n = instance();
    const { t } = translatorFor(i18n, 'ui');
    expect(t('hello')).toBe('Hello');
    expect(t('greet', { name: 'Mina' })).toBe('Hello, Mina');
    expect(t('rooms', { count: 1 })).toBe('1 room');
    expect(t('rooms', { count: 3 })).toBe('3 rooms');
    expect(t('header', { returnObjects: true })).toEqual({ login: 'Log in', logout: 'Log out' });
    expect(t('missing.key')).toBe('missing.key');
  });

  it('is one translator per instance and namespace, and asks i18next once per key and options', () => {
    const i18n = instance();
    expect(translatorFor(i18n, 'ui')).toBe(translatorFor(i18n, 'ui'));
    expect(translatorFor(i18n, 'ui')).not.toBe(translatorFor(instance(), 'ui'));
    const fixed = vi.spyOn(i18n, 'getFixedT');
    const { t } = translatorFor(i18n, 'other');
    expect(fixed).toHaveBeenCalledTimes(1);
    const translate = vi.spyOn(i18n, 't');
    t('hello', { ns: 'ui' });
    t('hello', { ns: 'ui' });
    t('greet', { ns: 'ui', name: 'A' });
    t('greet', { ns: 'ui', name: 'B' });
    expect(translate).toHaveBeenCalledTimes(3);
  });

  it('does not remember calls whose options are not plain values', () => {
    const i18n = instance();
    const { t } = translatorFor(i18n, 'ui');
    const translate = vi.spyOn(i18n, 't');
    const name = { toString: () => 'Mina' };
    t('greet', { name });
    t('greet', { name });
    expect(translate).toHaveBeenCalledTimes(2);
  });

  it('stays bounded when content values vary without end', () => {
    const i18n = instance();
    const { t } = translatorFor(i18n, 'ui');
    for (let i = 0; i < 10_000; i++) expect(t('rooms', { count: i })).toBe(i === 1 ? '1 room' : `${i} rooms`);
    const translate = vi.spyOn(i18n, 't');
    t('rooms', { count: 5 });
    expect(translate).toHaveBeenCalledTimes(1); // forgotten when the bound was reached
  });
});

describe('useTranslation', () => {
  it('reads the provider instance', () => {
    function Hello() {
      const { t } = useTranslation('ui');
      return <p>{t('greet', { name: 'Mina' })}</p>;
    }
    expect(renderToString(<I18nProvider i18n={instance()}><Hello /></I18nProvider>)).toBe('<p>Hello, Mina</p>');
  });

  it('refuses to run outside a provider', () => {
    function Hello() {
      return <p>{useTranslation('ui').t('hello')}</p>;
    }
    expect(() => renderToString(<Hello />)).toThrow(/outside I18nProvider/);
  });
});
