import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DateInput, type DateInputProps } from '../../src/forms';
import { Stateful, T } from './support';

const meta = {
  title: 'Forms/DateInput',
  component: DateInput,
  args: {
    value: '',
    onChange: fn(),
    onBlur: fn(),
    label: <T k="forms.demo.departureDate" />,
    helperText: <T k="forms.demo.dateHelper" />,
  },
  render: (args) => <Stateful<DateInputProps> of={DateInput} {...args} />,
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Valid: Story = { args: { value: '2024-03-01' } };

/** Typed without dashes: normalised to 2024-03-01 when the box is left. */
export const CompactBeforeBlur: Story = { args: { value: '20240301' } };

export const LeapDay: Story = { args: { value: '2024-02-29', touched: true } };

export const InvalidDate: Story = { args: { value: '20240230', touched: true } };

export const WrongFormat: Story = { args: { value: '2024/03/01', touched: true } };

export const RequiredAndBlank: Story = { args: { required: true, touched: true } };

/** An error from the form or the server wins over the input's own check. */
export const ServerError: Story = { args: { value: '2024-03-01', error: { key: 'error.duplicate' } } };

export const WithoutPicker: Story = { args: { value: '2024-03-01', showPicker: false } };

export const Disabled: Story = { args: { value: '2024-03-01', disabled: true } };
