import type { Meta, StoryObj } from '@storybook/react-vite';
import { text } from '../../stories/text.ts';
import { LoadingOverlay, loadingOverlayScopes } from './LoadingOverlay.tsx';

const meta = {
  title: 'Components/LoadingOverlay',
  component: LoadingOverlay,
  tags: ['autodocs'],
  args: { label: text.ko.loading.overlay, scope: 'viewport' },
  argTypes: { scope: { control: 'inline-radio', options: loadingOverlayScopes } },
  parameters: { docs: { story: { inline: false, height: '320px' } } },
  // Page content under the veil, as on the owner login page.
  decorators: [
    (Story, { name }) => {
      const t = /english/i.test(name) ? text.en : text.ko;
      return (
        <div style={{ position: 'relative', minHeight: 240 }}>
          <h2>{t.modal.sampleTitle}</h2>
          <p>{t.modal.sampleBody}</p>
          <Story />
        </div>
      );
    },
  ],
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Over the whole page. */
export const Viewport: Story = {};
/** Over one block only (its nearest positioned ancestor). */
export const Container: Story = { args: { scope: 'container' } };
export const English: Story = { args: { label: text.en.loading.overlay } };
/** A long upload says how far it has come, in words and percent (issue 29). */
export const WithProgress: Story = { args: { progress: '첨부 파일을 보내는 중 42% (4.2MB / 10.0MB)' } };
export const Mobile: Story = { tags: ['mobile'], parameters: { viewport: { defaultViewport: 'mobile' } } };
