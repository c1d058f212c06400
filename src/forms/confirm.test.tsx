// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { confirm } from './confirm';
import { SelectionActionButton } from './selection';
import { initTestI18n } from './testing/i18n';

beforeAll(async () => {
  await initTestI18n('en');
});
afterEach(async () => {
  cleanup();
  // let closed confirm roots unmount
  await waitFor(() => expect(document.querySelector('.foc-confirm-host')).toBeNull(), { timeout: 2000 });
});

async function answer(button: 'OK' | 'Cancel' | 'Delete') {
  const target = await screen.findByRole('button', { name: button });
  await act(async () => fireEvent.click(target));
}

describe('confirm', () => {
  it('resolves true on OK', async () => {
    let result!: Promise<boolean>;
    act(() => {
      result = confirm({ message: 'Really?' });
    });
    expect(await screen.findByText('Really?')).toBeTruthy();
    expect(screen.getByText('Confirm')).toBeTruthy(); // default title
    await answer('OK');
    expect(await result).toBe(true);
  });

  it('resolves false on Cancel', async () => {
    let result!: Promise<boolean>;
    act(() => {
      result = confirm({ title: 'Discard', message: 'Discard the changes?', confirmText: 'Discard' });
    });
    await screen.findByText('Discard the changes?');
    await answer('Cancel');
    expect(await result).toBe(false);
  });

  it('ignores Escape and outside clicks, uses the warning intent and the 400 px minimum', async () => {
    let settled = false;
    act(() => {
      void confirm({ message: 'Stay open' }).then(() => (settled = true));
    });
    const dialog = (await screen.findByText('Stay open')).closest('.bp6-dialog') as HTMLElement;
    expect(dialog.style.minWidth).toBe('400px');
    expect(screen.getByRole('button', { name: 'OK' }).className).toContain('bp6-intent-warning');
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape', which: 27, keyCode: 27 });
      const backdrop = document.querySelector('.bp6-overlay-backdrop');
      if (backdrop) fireEvent.mouseDown(backdrop);
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(settled).toBe(false);
    expect(screen.getByText('Stay open')).toBeTruthy();
    await answer('Cancel');
    expect(settled).toBe(true);
  });
});

function Table(props: { run: (ids: readonly number[]) => Promise<void>; onRefuse?: () => void; kind?: 'delete' | 'batch' }) {
  const [selected, setSelected] = useState<number[]>([]);
  return (
    <div>
      <button onClick={() => setSelected([1, 2])}>select</button>
      <SelectionActionButton selected={selected} run={props.run} onRefuse={props.onRefuse} kind={props.kind}>
        {props.kind === 'batch' ? 'Approve' : undefined}
      </SelectionActionButton>
    </div>
  );
}

describe('SelectionActionButton', () => {
  it('refuses an empty selection inline, without running or confirming', async () => {
    const run = vi.fn(async () => {});
    const onRefuse = vi.fn();
    render(<Table run={run} onRefuse={onRefuse} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    expect(screen.getByRole('alert').textContent).toBe('Select items before delete');
    expect(onRefuse).toHaveBeenCalledWith({ key: 'error.selectBeforeDelete' });
    expect(run).not.toHaveBeenCalled();
    expect(document.querySelector('.bp6-dialog')).toBeNull();
    fireEvent.click(screen.getByText('select'));
    expect(screen.queryByRole('alert')).toBeNull(); // a selection answers the refusal
  });

  it('uses the rule key for batch actions', async () => {
    render(<Table run={vi.fn()} kind="batch" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Approve' })));
    expect(screen.getByRole('alert').textContent).toBe('Select at least one item first');
  });

  it('confirms, then runs with the selection', async () => {
    const run = vi.fn(async () => {});
    render(<Table run={run} />);
    fireEvent.click(screen.getByText('select'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    expect(await screen.findByText('Delete the 2 selected item(s)? This cannot be undone.')).toBeTruthy();
    const dialog = document.querySelector('.bp6-dialog') as HTMLElement;
    await act(async () => fireEvent.click(dialog.querySelector('.bp6-dialog-footer .bp6-intent-warning')!));
    await waitFor(() => expect(run).toHaveBeenCalledWith([1, 2]));
  });

  it('does not run when the confirmation is cancelled', async () => {
    const run = vi.fn(async () => {});
    render(<Table run={run} />);
    fireEvent.click(screen.getByText('select'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    await answer('Cancel');
    expect(run).not.toHaveBeenCalled();
  });
});
