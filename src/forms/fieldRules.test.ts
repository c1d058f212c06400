import { describe, expect, it } from 'vitest';
import { VK } from '../domain/validation';
import {
  checkedFieldError,
  dateFieldError,
  dateTextToDate,
  dateTimeFieldError,
  dateToText,
  joinDateTime,
  moneyFieldError,
  normaliseDateText,
  normaliseDateTimeText,
  normaliseTimeText,
  splitDateTime,
  stepTimeText,
  timeFieldError,
} from './fieldRules';

describe('date and time field checks', () => {
  it('blank is required only for required fields', () => {
    expect(dateFieldError('')).toBeNull();
    expect(dateFieldError(' ', { required: true })?.key).toBe(VK.required);
    expect(timeFieldError('null', { required: true })?.key).toBe(VK.required);
    expect(timeFieldError('')).toBeNull();
  });

  it('passes the rules of src/domain/validation through', () => {
    expect(dateFieldError('20240230')?.key).toBe(VK.dateInvalid);
    expect(dateFieldError('2024/02/03')?.key).toBe(VK.dateFormat);
    expect(timeFieldError('0932')).toEqual({ key: VK.timeStep, params: { step: 5 } });
    expect(timeFieldError('0932', { minuteStep: 1 })).toBeNull();
    expect(timeFieldError('2400')?.key).toBe(VK.timeRange);
  });

  it('normalises valid text and leaves invalid text alone', () => {
    expect(normaliseDateText('20240229')).toBe('2024-02-29');
    expect(normaliseDateText('20230229')).toBe('20230229');
    expect(normaliseTimeText(' 0930 ')).toBe('09:30');
    expect(normaliseTimeText('0932')).toBe('0932');
  });

  it('converts between date text and local dates', () => {
    expect(dateToText(dateTextToDate('2024-02-29')!)).toBe('2024-02-29');
    expect(dateToText(dateTextToDate('00500101')!)).toBe('0050-01-01');
    expect(dateTextToDate('2024-13-01')).toBeNull();
  });
});

describe('stepTimeText', () => {
  it('moves by the step and wraps round midnight', () => {
    expect(stepTimeText('09:30', 1, 5)).toBe('09:35');
    expect(stepTimeText('0930', -1, 5)).toBe('09:25');
    expect(stepTimeText('23:55', 1, 5)).toBe('00:00');
    expect(stepTimeText('00:00', -1, 5)).toBe('23:55');
    expect(stepTimeText('10:00', 1, 15)).toBe('10:15');
  });

  it('snaps a time off the step to the neighbouring step', () => {
    expect(stepTimeText('09:32', 1, 5)).toBe('09:35');
    expect(stepTimeText('09:32', -1, 5)).toBe('09:30');
  });

  it('starts from midnight when blank and does nothing for non-times', () => {
    expect(stepTimeText('', 1, 5)).toBe('00:00');
    expect(stepTimeText('', -1, 5)).toBe('23:55');
    expect(stepTimeText('9:3', 1, 5)).toBeNull();
    expect(stepTimeText('25:00', 1, 5)).toBeNull();
  });
});

describe('date and time together', () => {
  it('splits and joins', () => {
    expect(splitDateTime('2024-01-02 09:30')).toEqual(['2024-01-02', '09:30']);
    expect(splitDateTime('20240102')).toEqual(['20240102', '']);
    expect(splitDateTime(' 09:30')).toEqual(['', '09:30']);
    expect(joinDateTime('', '09:30')).toBe(' 09:30');
    expect(joinDateTime('', '')).toBe('');
    expect(joinDateTime('2024-01-02', '')).toBe('2024-01-02 ');
  });

  it('checks both parts', () => {
    expect(dateTimeFieldError('')).toBeNull();
    expect(dateTimeFieldError('', { required: true })?.key).toBe(VK.required);
    expect(dateTimeFieldError('2024-01-02 ')?.key).toBe(VK.required);
    expect(dateTimeFieldError(' 09:30')?.key).toBe(VK.required);
    expect(dateTimeFieldError('20240230 0930')?.key).toBe(VK.dateInvalid);
    expect(dateTimeFieldError('2024-01-02 0932')?.key).toBe(VK.timeStep);
    expect(dateTimeFieldError('20240102 0930')).toBeNull();
    expect(normaliseDateTimeText('20240102 0930')).toBe('2024-01-02 09:30');
  });
});

describe('money and format checks', () => {
  it('money: amount or positiveAmount, separators tolerated', () => {
    expect(moneyFieldError('1,234.50')).toBeNull();
    expect(moneyFieldError('1.234')?.key).toBe(VK.amountFormat);
    expect(moneyFieldError('0')).toBeNull();
    expect(moneyFieldError('0', { positive: true })?.key).toBe(VK.amountPositive);
    expect(moneyFieldError('', { required: true })?.key).toBe(VK.required);
  });

  it('named checks and rule functions', () => {
    expect(checkedFieldError('13800138000', 'mobile')).toBeNull();
    expect(checkedFieldError('23800138000', 'mobile')?.key).toBe(VK.mobileFormat);
    expect(checkedFieldError('65536', 'port')?.key).toBe(VK.portFormat);
    expect(checkedFieldError('张三', 'chineseName')).toBeNull();
    expect(checkedFieldError('张', 'chineseName')?.key).toBe(VK.chineseNameFormat);
    expect(checkedFieldError('NULL', 'blank', { required: true })?.key).toBe(VK.required);
    expect(checkedFieldError('anything', 'blank')).toBeNull();
    expect(checkedFieldError('x', (v) => (v === 'x' ? { key: VK.nameFormat } : null))?.key).toBe(VK.nameFormat);
  });
});
