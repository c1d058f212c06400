// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../forms/testing/i18n';
import { AirworthinessDialog } from '../leg/LegDialogs';

const api = vi.hoisted(() => ({ openItems: vi.fn(), board: vi.fn() }));
vi.mock('../../api/statusBoard', () => ({ statusBoardApi: api }));

const H = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

beforeAll(async () => {
  await initTestI18n('en');
});
afterEach(cleanup);

describe('open items in the airworthiness confirmation', () => {
  it("lists the aircraft's open AOG and MEL items with their deadline countdowns", async () => {
    const now = Date.now();
    api.openItems.mockResolvedValue({
      aircraftId: 'a1',
      tailNo: 'B-652Q',
      now: iso(now),
      aog: { faultId: 'f1', descriptionZh: '', descriptionEn: 'hydraulic leak', sinceUtc: iso(now - 2 * H), expectedReturnUtc: null },
      mel: [
        { faultId: 'f2', melItem: '21-31-01', melCategory: 'C', descriptionZh: '', descriptionEn: 'pack valve', discoveredUtc: iso(now - 24 * H), deadlineUtc: iso(now + 5 * H + 30 * 60_000) },
        { faultId: 'f3', melItem: '34-11-02', melCategory: 'B', descriptionZh: '', descriptionEn: 'pitot heat', discoveredUtc: iso(now - 48 * H), deadlineUtc: iso(now - 2 * H - 30_000) },
      ],
    });
    render(<AirworthinessDialog isOpen current={null} aircraftId="a1" onClose={() => undefined} onSubmit={async () => true} />);
    const panel = await screen.findByTestId('open-items');
    expect(api.openItems).toHaveBeenCalledWith('a1');
    expect(within(panel).getByTestId('open-aog').textContent).toContain('hydraulic leak');
    expect(within(panel).getByTestId('open-aog').textContent).toContain('no return estimate');
    const items = within(panel).getAllByTestId('open-mel');
    expect(items.map((i) => i.getAttribute('data-item'))).toEqual(['21-31-01', '34-11-02']);
    expect(within(items[0]!).getByTestId('mel-countdown').textContent).toMatch(/^0d 5h (29|30)m left$/);
    expect(within(items[1]!).getByTestId('mel-countdown').textContent).toMatch(/^overdue 0d 2h 0m$/);
    expect(screen.getByText('Open items of B-652Q')).toBeTruthy();
  });

  it('shows nothing to load without an aircraft', () => {
    api.openItems.mockClear();
    render(<AirworthinessDialog isOpen current={null} aircraftId={null} onClose={() => undefined} onSubmit={async () => true} />);
    expect(screen.queryByTestId('open-items-panel')).toBeNull();
    expect(api.openItems).not.toHaveBeenCalled();
  });
});
