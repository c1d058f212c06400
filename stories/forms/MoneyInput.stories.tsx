import { HTMLTable } from '@blueprintjs/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { formatMoney, MoneyInput, type MoneyInputProps } from '../../src/forms';
import { Stateful, T } from './support';

const meta = {
  title: 'Forms/MoneyInput',
  component: MoneyInput,
  args: {
    value: '',
    onChange: fn(),
    onBlur: fn(),
    label: <T k="forms.demo.billAmount" />,
  },
  render: (args) => <Stateful<MoneyInputProps> of={MoneyInput} {...args} />,
} satisfies Meta<typeof MoneyInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Shown as 1,234,567.80; focus the box to see the raw value. */
export const Valid: Story = { args: { value: '1234567.8' } };

export const WithCurrency: Story = { args: { value: '98000', currency: 'CNY' } };

export const Zero: Story = { args: { value: '0', label: <T k="forms.demo.deposit" /> } };

/** Bill amounts must be greater than 0 (positiveAmount). */
export const ZeroNotPositive: Story = { args: { value: '0', positive: true, touched: true } };

export const TooManyDecimals: Story = { args: { value: '12.345', touched: true } };

export const Negative: Story = { args: { value: '-5', touched: true } };

export const Large: Story = { args: { value: '12345678901234567.89' } };

export const RequiredAndBlank: Story = { args: { required: true, touched: true } };

const SAMPLES: (number | string | null)[] = [0, 1.005, 2.675, -1234.5, -0.001, 999.999, 1234567.8, '12345678901234567.89', 1e21, null, 'abc'];

/** The pure `formatMoney` helper used for every amount on display. */
export const FormatMoneyHelper: Story = {
  render: () => (
    <HTMLTable compact striped>
      <thead>
        <tr>
          <th>value</th>
          <th>formatMoney(value)</th>
          <th>formatMoney(value, &apos;CNY&apos;)</th>
        </tr>
      </thead>
      <tbody>
        {SAMPLES.map((v) => (
          <tr key={String(v)}>
            <td>
              <code>{JSON.stringify(v)}</code>
            </td>
            <td>{formatMoney(v)}</td>
            <td>{formatMoney(v, 'CNY')}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  ),
};
