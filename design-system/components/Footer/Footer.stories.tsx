import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { text } from '../../stories/text.ts';
import { infoEn, infoKo, socialAll, socialPartial, sokchoLogo, termsEn, termsKo } from './Footer.fixtures.ts';
import { Footer } from './Footer.tsx';

const mobile = { tags: ['mobile'], parameters: { viewport: { defaultViewport: 'mobile' } } };
const english = { info: infoEn, terms: termsEn, labels: text.en.footer, copyright: text.en.footer.copyright, logoAlt: infoEn.hotelName };

const meta = {
  title: 'Components/Footer',
  component: Footer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    info: infoKo,
    social: socialAll,
    terms: termsKo,
    copyright: text.ko.footer.copyright,
    labels: text.ko.footer,
    isMobile: false,
    logoSrc: sokchoLogo,
    logoAlt: infoKo.hotelName,
    onSupport: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullData: Story = {};
/** Only Instagram and the KakaoTalk channel have links: the other icons are not shown. */
export const MissingSocialLinks: Story = { args: { social: socialPartial } };
/** No social link, no fax and no mail-order number. */
export const Minimal: Story = { args: { social: {}, info: { ...infoKo, fax: null, mailOrderReport: null } } };
export const MobileWithLogo: Story = { ...mobile, args: { isMobile: true } };
export const FullDataEnglish: Story = { args: { ...english } };
export const MobileWithLogoEnglish: Story = { ...mobile, args: { ...english, isMobile: true, social: socialPartial } };
