import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { text, type StoryLang } from '../../stories/text.ts';
import { Tabs, tabsActivations, type TabItem } from './Tabs.tsx';

const boardTabValues = ['notice', 'dividend', 'fees', 'events', 'voc'] as const;
type BoardTab = (typeof boardTabValues)[number];

/** The portal board's tabs (SPEC §2: /member/board, query tab; none = notices). */
const boardTabs = (lang: StoryLang, links = false): TabItem<BoardTab>[] =>
  boardTabValues.map((value) => ({
    value,
    label: text[lang].memberMenu[value],
    ...(links ? { href: value === 'notice' ? '/member/board' : `/member/board?tab=${value}` } : {}),
  }));

const BoardTabs = Tabs<BoardTab>;

const meta = {
  title: 'Components/Tabs',
  component: BoardTabs,
  tags: ['autodocs'],
  args: { items: boardTabs('ko'), value: 'notice', label: text.ko.tabs.boardLabel, onChange: fn(), activation: 'automatic' },
  argTypes: {
    value: { control: 'inline-radio', options: boardTabValues },
    activation: { control: 'inline-radio', options: tabsActivations },
  },
  // Stateful in the canvas so that clicks and arrow keys can be tried; the panel names the tab.
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    const selected = args.items.find((item) => item.value === value);
    return (
      <BoardTabs
        {...args}
        value={value}
        onChange={(next, event) => {
          if (args.items.some((item) => item.href)) event.preventDefault();
          setValue(next);
          args.onChange?.(next, event);
        }}
      >
        <h2>{selected?.label}</h2>
      </BoardTabs>
    );
  },
} satisfies Meta<typeof BoardTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoticeSelected: Story = {};
export const DividendSelected: Story = { args: { value: 'dividend' } };
export const FeesSelected: Story = { args: { value: 'fees' } };
export const EventsSelected: Story = { args: { value: 'events' } };
export const VocSelected: Story = { args: { value: 'voc' } };
/** Link tabs: each tab is an <a href="/member/board?tab=…">; the app's router follows it. */
export const LinkTabs: Story = { args: { items: boardTabs('ko', true), value: 'dividend' } };
export const English: Story = { args: { items: boardTabs('en'), label: text.en.tabs.boardLabel, value: 'dividend' } };
export const LinkTabsMobile: Story = {
  args: { items: boardTabs('ko', true), value: 'events' },
  tags: ['mobile'],
  parameters: { viewport: { defaultViewport: 'mobile' } },
};
export const EnglishMobile: Story = {
  args: { items: boardTabs('en'), label: text.en.tabs.boardLabel, value: 'fees' },
  tags: ['mobile'],
  parameters: { viewport: { defaultViewport: 'mobile' } },
};
/** Arrow keys move the selection (automatic activation) and wrap around. */
export const KeyboardNavigation: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tabs[4]).toHaveFocus();
    await expect(tabs[4]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  },
};
