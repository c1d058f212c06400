import { Button } from '@blueprintjs/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fn } from 'storybook/test';
import { confirm, ConfirmDialog } from '../../src/forms';
import { T } from './support';

const meta = {
  title: 'Forms/Confirm',
  component: ConfirmDialog,
  args: { isOpen: true, message: <T k="forms.demo.confirmMessage" />, onClose: fn() },
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Warning intent; closes only through its buttons (not Escape, not an outside click); ≥ 400 px wide. */
export const Dialog: Story = {};

export const DeleteWording: Story = {
  args: {
    title: <T k="forms.confirm.deleteTitle" />,
    message: <T k="forms.confirm.deleteMessage" params={{ count: 3 }} />,
  },
};

function PromiseDemo() {
  const { t } = useTranslation();
  const [result, setResult] = useState('—');
  return (
    <>
      <Button
        intent="primary"
        onClick={() => void confirm({ message: t('forms.demo.confirmMessage') }).then((ok) => setResult(String(ok)))}
      >
        {t('forms.demo.openConfirm')}
      </Button>
      <p style={{ marginTop: 12 }}>{t('forms.demo.result', { result })}</p>
    </>
  );
}

/** `await confirm(options)` resolves true or false. */
export const PromiseBased: StoryObj = { render: () => <PromiseDemo /> };
