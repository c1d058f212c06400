// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CheckedInput } from './CheckedInput';
import { DateInput } from './DateInput';
import { DateTimeInput } from './DateTimeInput';
import type { FieldInputProps } from './FormField';
import { MoneyInput } from './MoneyInput';
import { initTestI18n } from './testing/i18n';
import { TimeInput } from './TimeInput';

beforeAll(async () => {
  await initTestI18n('en');
});
afterEach(cleanup);

/** Renders a kit input controlled by local state; `changes` records every onChange value. */
function mount<P extends FieldInputProps>(Input: ComponentType<P>, props: Omit<P, 'value' | 'onChange'> & { value?: string }) {
  const changes: string[] = [];
  function Harness() {
    const [value, setValue] = useState(props.value ?? '');
    return (
      <Input
        {...(props as unknown as P)}
        label="Field"
        value={value}
        onChange={(v: string) => {
          changes.push(v);
          setValue(v);
        }}
      />
    );
  }
  render(<Harness />);
  return { input: screen.getByLabelText(/Field/) as HTMLInputElement, changes };
}

const type = (input: HTMLInputElement, text: string) => fireEvent.change(input, { target: { value: text } });
const errorText = (container = document.body) => container.querySelector('.bp6-form-helper-text')?.textContent ?? '';

describe('TimeInput', () => {
  it('normalises 0930 to 09:30 when left', () => {
    const { input, changes } = mount(TimeInput, {});
    type(input, '0930');
    fireEvent.blur(input);
    expect(input.value).toBe('09:30');
    expect(changes.at(-1)).toBe('09:30');
    expect(errorText()).toBe('');
  });

  it('shows the step error for 0932 once left, not while typing', () => {
    const { input } = mount(TimeInput, {});
    type(input, '0932');
    expect(errorText()).toBe('');
    fireEvent.blur(input);
    expect(input.value).toBe('0932');
    expect(errorText()).toBe('Minutes must be a multiple of 5');
  });

  it('honours a configured step', () => {
    const { input } = mount(TimeInput, { minuteStep: 15, touched: true });
    type(input, '0910');
    expect(errorText()).toBe('Minutes must be a multiple of 15');
  });

  it('steps five minutes with the arrow keys', () => {
    const { input } = mount(TimeInput, { value: '09:30' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('09:35');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.value).toBe('09:25');
  });

  it('says required for a blank required field once left', () => {
    const { input } = mount(TimeInput, { required: true });
    fireEvent.blur(input);
    expect(errorText()).toBe('This field is required');
  });
});

describe('DateInput', () => {
  it('shows the invalid-date error for 20240230', () => {
    const { input } = mount(DateInput, {});
    type(input, '20240230');
    fireEvent.blur(input);
    expect(input.value).toBe('20240230');
    expect(errorText()).toBe('This date does not exist; check the year, month and day');
  });

  it('normalises 20240229 to 2024-02-29', () => {
    const { input, changes } = mount(DateInput, {});
    type(input, '20240229');
    fireEvent.blur(input);
    expect(input.value).toBe('2024-02-29');
    expect(changes).toEqual(['20240229', '2024-02-29']);
    expect(errorText()).toBe('');
  });

  it('shows the format error for other shapes, and a form error over its own', () => {
    const { input } = mount(DateInput, { touched: true });
    type(input, '2024/01/01');
    expect(errorText()).toBe('Enter the date as yyyyMMdd or yyyy-MM-dd');
    cleanup();
    mount(DateInput, { error: { key: 'error.duplicate' }, value: '2024-01-01' });
    expect(errorText()).toBe('A record with the same value already exists');
  });

  it('has a calendar button unless the picker is off', () => {
    mount(DateInput, {});
    expect(screen.getByRole('button', { name: 'Choose a date' })).toBeTruthy();
    cleanup();
    mount(DateInput, { showPicker: false });
    expect(screen.queryByRole('button', { name: 'Choose a date' })).toBeNull();
  });
});

describe('DateTimeInput', () => {
  it('joins the two parts and normalises each', () => {
    const changes: string[] = [];
    function Harness() {
      const [value, setValue] = useState('');
      return <DateTimeInput label="When" timeType="Beijing" value={value} onChange={(v) => (changes.push(v), setValue(v))} />;
    }
    render(<Harness />);
    const date = screen.getByLabelText('Date') as HTMLInputElement;
    const time = screen.getByLabelText('Time') as HTMLInputElement;
    type(date, '20240102');
    fireEvent.blur(date);
    type(time, '0930');
    fireEvent.blur(time);
    expect(changes.at(-1)).toBe('2024-01-02 09:30');
    expect(screen.getByText('Beijing time')).toBeTruthy();
    expect(errorText()).toBe('');
  });

  it('shows a value set from outside and its errors', () => {
    render(<DateTimeInput label="When" value="2024-01-02 09:32" onChange={() => {}} touched />);
    expect((screen.getByLabelText('Time') as HTMLInputElement).value).toBe('09:32');
    expect(errorText()).toBe('Minutes must be a multiple of 5');
  });
});

describe('MoneyInput', () => {
  it('formats on blur and shows the raw text while editing', () => {
    const { input, changes } = mount(MoneyInput, {});
    fireEvent.focus(input);
    type(input, '1234567.8');
    expect(input.value).toBe('1234567.8');
    fireEvent.blur(input);
    expect(input.value).toBe('1,234,567.80');
    expect(changes.at(-1)).toBe('1234567.8');
    fireEvent.focus(input);
    expect(input.value).toBe('1234567.8');
  });

  it('removes pasted separators and applies amount / positiveAmount', () => {
    const { input, changes } = mount(MoneyInput, { positive: true });
    fireEvent.focus(input);
    type(input, '1,000.5');
    fireEvent.blur(input);
    expect(changes.at(-1)).toBe('1000.5');
    expect(input.value).toBe('1,000.50');
    fireEvent.focus(input);
    type(input, '0');
    fireEvent.blur(input);
    expect(errorText()).toBe('The amount must be greater than 0');
    fireEvent.focus(input);
    type(input, '1.234');
    fireEvent.blur(input);
    expect(input.value).toBe('1.234'); // invalid values stay as typed
    expect(errorText()).toBe('Enter an amount of 0 or more with at most 2 decimal places');
  });
});

describe('CheckedInput', () => {
  it('checks the named rule once left', () => {
    const onBlur = vi.fn();
    const { input } = mount(CheckedInput, { rule: 'ipv4', onBlur });
    type(input, '256.1.1.1');
    fireEvent.blur(input);
    expect(onBlur).toHaveBeenCalledOnce();
    expect(errorText()).toBe('Enter a valid IPv4 address');
    type(input, '10.0.0.1');
    expect(errorText()).toBe('');
  });

  it('treats blank as valid unless required', async () => {
    const { input } = mount(CheckedInput, { rule: 'email' });
    fireEvent.blur(input);
    expect(errorText()).toBe('');
    cleanup();
    const second = mount(CheckedInput, { rule: 'email', required: true });
    await act(async () => fireEvent.blur(second.input));
    expect(errorText()).toBe('This field is required');
  });
});
