// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../forms/testing/i18n';
import { LegStateTag } from '../../ui/leg/format';
import { resetSettings, settings } from '../../state/settings';
import { ReadingSettings } from './ReadingSettings';

beforeAll(async () => {
  await initTestI18n('en');
});
afterEach(() => {
  cleanup();
  resetSettings();
});

describe('ReadingSettings', () => {
  it('explains each reading and sets the settings', () => {
    render(<ReadingSettings />);
    expect(screen.getByText('3 Pending · 4 In flight · 5 Flying')).toBeTruthy();
    expect(screen.getByText('3 Preparing · 4 Flying · 5 Flown')).toBeTruthy();
    expect(screen.getByText(/^0 Not received · 1 Received .* 4 Completed · 5 Unconfirmed$/)).toBeTruthy();
    expect(screen.getByText(/^0 Unconfirmed · .* 4 Rejected$/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('legStateReading-A'));
    fireEvent.click(screen.getByTestId('tripStatusReading-B'));
    expect(settings.legStateReading).toBe('A');
    expect(settings.tripStatusReading).toBe('B');
  });

  it('the leg state tag follows the setting', async () => {
    render(<LegStateTag state={4} />);
    expect(screen.getByTestId('leg-state').textContent).toBe('Flying');
    await act(async () => {
      settings.legStateReading = 'A';
    });
    expect(screen.getByTestId('leg-state').textContent).toBe('In flight');
  });
});
