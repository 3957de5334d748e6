import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Stepper, type StepperProps } from './Stepper.tsx';

const ko = { less: (l: string) => `${l} 줄이기`, more: (l: string) => `${l} 늘리기` };
const en = { less: (l: string) => `Fewer ${l.toLowerCase()}`, more: (l: string) => `More ${l.toLowerCase()}` };

/** The story keeps the value, as a form would. */
function Counted(props: StepperProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: 360 }}>
      <Stepper {...props} value={value} onChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'Components/Stepper',
  component: Stepper,
  tags: ['autodocs'],
  args: { label: '성인', value: 2, min: 1, max: 6, labels: ko, onChange: () => undefined },
  render: (args) => <Counted {...args} />,
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const WithHint: Story = { args: { label: '아동', hint: '37개월~12세', value: 0, min: 0, max: 4 } };
export const AtTheLimit: Story = { args: { label: '객실', value: 5, min: 1, max: 5 } };
export const Stacked: Story = { args: { label: '아동', hint: '37개월~12세', value: 1, min: 0, max: 6, layout: 'stacked' } };
export const English: Story = { args: { label: 'Children', hint: '37 months to 12 years', value: 1, min: 0, max: 4, labels: en } };
export const Mobile: Story = {
  tags: ['mobile'],
  parameters: { viewport: { defaultViewport: 'mobile' } },
};
