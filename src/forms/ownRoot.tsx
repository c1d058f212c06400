import { OverlaysProvider } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** What a dialog shown by `showInOwnRoot` is given: whether it is open, how to answer, and when its closing transition ended. */
export interface OwnRootDialog<T> {
  isOpen: boolean;
  answer: (value: T) => void;
  onClosed: () => void;
}

/**
 * Renders a dialog in a root of its own (outside the app's tree) and resolves its first answer;
 * the dialog then closes and the root is removed after the closing transition. i18next must be
 * initialised (react-i18next's global instance is shared by every root).
 */
export function showInOwnRoot<T>(dialog: (d: OwnRootDialog<T>) => ReactNode, hostClass = 'foc-dialog-host'): Promise<T> {
  const host = document.createElement('div');
  host.className = hostClass;
  document.body.appendChild(host);
  const root = createRoot(host);
  let settled = false;
  return new Promise<T>((resolve) => {
    const render = (isOpen: boolean) =>
      root.render(
        <OverlaysProvider>
          {dialog({
            isOpen,
            answer: (value) => {
              if (settled) return;
              settled = true;
              resolve(value);
              render(false);
            },
            onClosed: () =>
              setTimeout(() => {
                root.unmount();
                host.remove();
              }),
          })}
        </OverlaysProvider>,
      );
    render(true);
  });
}
