import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CheckedInput, FORMAT_CHECKS, type CheckedInputProps, type FormatCheckName } from '../../src/forms';
import { Stateful, T } from './support';

const meta = {
  title: 'Forms/CheckedInput',
  component: CheckedInput,
  args: { value: '', onChange: fn(), onBlur: fn(), rule: 'name', label: <T k="forms.demo.name" /> },
  argTypes: { rule: { control: 'select', options: Object.keys(FORMAT_CHECKS) } },
  render: (args) => <Stateful<CheckedInputProps> of={CheckedInput} {...args} />,
} satisfies Meta<typeof CheckedInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The shared format checks of requirements S5, each with a valid and an invalid value. */
const CASES: [FormatCheckName, string, string, string][] = [
  ['name', 'forms.demo.name', '湾流G650', 'G650-ER'],
  ['digits', 'forms.demo.digits', '007', '7a'],
  ['mobile', 'forms.demo.mobile', '13800138000', '23800138000'],
  ['phone', 'forms.demo.phone', '+86 (10) 6455-1234', '12'],
  ['port', 'forms.demo.port', '65535', '65536'],
  ['ipv4', 'forms.demo.ipv4', '192.168.1.10', '192.168.01.10'],
  ['url', 'forms.demo.url', 'https://foc.example.com/foc/', 'ftp://example.com'],
  ['email', 'forms.demo.email', 'ops@example.com', 'ops@example'],
  ['chineseName', 'forms.demo.chineseName', '欧阳娜娜', '张'],
];

export const AllChecks: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>
      {CASES.flatMap(([rule, label, valid, invalid]) => [
        <CheckedInput key={`${rule}-ok`} rule={rule} label={<T k={label} />} value={valid} onChange={args.onChange} touched />,
        <CheckedInput key={`${rule}-bad`} rule={rule} label={<T k={label} />} value={invalid} onChange={args.onChange} touched />,
      ])}
    </div>
  ),
};

/** The blank check: empty, spaces and the word null count as blank. */
export const BlankCheck: Story = { args: { rule: 'blank', required: true, value: 'null', touched: true, label: <T k="forms.demo.remark" /> } };

export const OptionalAndBlank: Story = { args: { rule: 'email', value: '', touched: true, label: <T k="forms.demo.email" /> } };

export const ServerError: Story = {
  args: { rule: 'name', value: 'admin', error: { key: 'error.userNameTaken' }, label: <T k="forms.demo.userName" /> },
};
