import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TimeInput, type TimeInputProps } from '../../src/forms';
import { Stateful, T } from './support';

const meta = {
  title: 'Forms/TimeInput',
  component: TimeInput,
  args: {
    value: '',
    onChange: fn(),
    onBlur: fn(),
    label: <T k="forms.demo.departureTime" />,
    helperText: <T k="forms.demo.timeHelper" />,
  },
  render: (args) => <Stateful<TimeInputProps> of={TimeInput} {...args} />,
} satisfies Meta<typeof TimeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Valid: Story = { args: { value: '09:30' } };

/** Normalised to 09:30 when the box is left. */
export const CompactBeforeBlur: Story = { args: { value: '0930' } };

export const OffTheStep: Story = { args: { value: '0932', touched: true } };

export const OutOfRange: Story = { args: { value: '2460', touched: true } };

export const WrongFormat: Story = { args: { value: '9:30', touched: true } };

export const FifteenMinuteStep: Story = { args: { value: '09:10', minuteStep: 15, touched: true } };

export const AnyMinute: Story = { args: { value: '09:32', minuteStep: 1, touched: true } };

export const RequiredAndBlank: Story = { args: { required: true, touched: true } };

export const LastStepOfTheDay: Story = { args: { value: '23:55' } };
