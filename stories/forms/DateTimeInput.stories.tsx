import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DateTimeInput, TIME_TYPES, type DateTimeInputProps } from '../../src/forms';
import { Stateful, T } from './support';

const meta = {
  title: 'Forms/DateTimeInput',
  component: DateTimeInput,
  args: {
    value: '',
    onChange: fn(),
    onBlur: fn(),
    timeType: 'Beijing',
    label: <T k="forms.demo.blockOff" />,
  },
  argTypes: { timeType: { control: 'inline-radio', options: TIME_TYPES } },
  render: (args) => <Stateful<DateTimeInputProps> of={DateTimeInput} {...args} />,
} satisfies Meta<typeof DateTimeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const BeijingTime: Story = { args: { value: '2024-03-01 09:30' } };

export const Utc: Story = { args: { value: '2024-03-01 01:30', timeType: 'UTC' } };

export const LocalTime: Story = { args: { value: '2024-03-01 09:30', timeType: 'Local' } };

/** Each part is normalised when left. */
export const CompactBeforeBlur: Story = { args: { value: '20240301 0930' } };

export const TimeOffTheStep: Story = { args: { value: '2024-03-01 09:32', touched: true } };

export const InvalidDate: Story = { args: { value: '2023-02-29 09:30', touched: true } };

export const DateWithoutTime: Story = { args: { value: '2024-03-01 ', touched: true } };

export const RequiredAndBlank: Story = { args: { required: true, touched: true } };

export const NoTimeType: Story = { args: { value: '2024-03-01 09:30', timeType: undefined } };
