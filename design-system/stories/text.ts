// Story text in the two languages stories show (Korean source, English), from the same locale
// files the site uses, so stories never carry their own copies of UI strings.
import enCommon from '../../locales/en/common.json';
import enUi from '../../locales/en/ui.json';
import koCommon from '../../locales/ko/common.json';
import koUi from '../../locales/ko/ui.json';

export const text = {
  ko: { ...koUi, common: koCommon },
  en: { ...enUi, common: enCommon },
} as const;

export type StoryLang = keyof typeof text;
