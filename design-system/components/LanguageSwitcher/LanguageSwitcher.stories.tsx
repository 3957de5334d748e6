import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { languages } from '../../../locales/languages.ts';
import { text } from '../../stories/text.ts';
import { LanguageSwitcher, type LanguageOption } from './LanguageSwitcher.tsx';

// The language names are written in their own language, so both locales carry the same two.
const options: LanguageOption[] = [
  { value: 'KOR', label: languages[0].name, lang: 'ko' },
  { value: 'ENG', label: languages[1].name, lang: 'en' },
];

const meta = {
  title: 'Components/LanguageSwitcher',
  component: LanguageSwitcher,
  tags: ['autodocs'],
  args: { options, value: 'KOR', onChange: fn(), labels: text.ko.languageSwitcher, defaultOpen: false },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const EnglishSelected: Story = { args: { value: 'ENG', labels: text.en.languageSwitcher } };
export const EnglishSelectedOpen: Story = { args: { value: 'ENG', labels: text.en.languageSwitcher, defaultOpen: true } };
/** Click the selected language to open the list, then choose English: onChange('ENG') and the list closes. */
export const ChooseEnglish: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('option', { name: 'English' }));
    await expect(args.onChange).toHaveBeenCalledWith('ENG');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};
