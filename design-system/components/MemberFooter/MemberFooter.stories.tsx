import type { Meta, StoryObj } from '@storybook/react-vite';
import { text } from '../../stories/text.ts';
import { storyProperties, storyPropertiesEnglish, storyTermsLinks } from './MemberFooter.fixtures.ts';
import { MemberFooter, memberFooterVariants } from './MemberFooter.tsx';

const meta = {
  title: 'Components/MemberFooter',
  component: MemberFooter,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { variant: 'naksan', properties: storyProperties, termsLinks: storyTermsLinks, labels: text.ko.memberFooter },
  argTypes: { variant: { control: 'inline-radio', options: memberFooterVariants } },
} satisfies Meta<typeof MemberFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Naksan: Story = {};
export const Sokcho: Story = { args: { variant: 'sokcho' } };
/** A property without Facebook and Kakao links shows only the other icons. */
export const SomeChannelsOnly: Story = {
  args: {
    variant: 'sokcho',
    properties: { ...storyProperties, sokcho: { ...storyProperties.sokcho, social: { instagram: storyProperties.sokcho.social.instagram, youtube: storyProperties.sokcho.social.youtube } } },
  },
};
export const NaksanMobile: Story = {
  tags: ['mobile'],
  parameters: { viewport: { defaultViewport: 'mobile' } },
};
export const SokchoMobile: Story = {
  args: { variant: 'sokcho' },
  tags: ['mobile'],
  parameters: { viewport: { defaultViewport: 'mobile' } },
};
export const English: Story = { args: { properties: storyPropertiesEnglish, labels: text.en.memberFooter } };
export const EnglishSokchoMobile: Story = {
  args: { variant: 'sokcho', properties: storyPropertiesEnglish, labels: text.en.memberFooter },
  tags: ['mobile'],
  parameters: { viewport: { defaultViewport: 'mobile' } },
};
