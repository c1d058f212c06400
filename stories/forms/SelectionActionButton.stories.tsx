import { Button, ButtonGroup } from '@blueprintjs/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fn } from 'storybook/test';
import { SelectionActionButton, type SelectionActionButtonProps } from '../../src/forms';

/** A stand-in for a table's selection: two buttons to select or clear rows. */
function WithSelection(props: SelectionActionButtonProps<number>) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<number[]>([...props.selected]);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}>
      <ButtonGroup>
        <Button onClick={() => setSelected([101, 102])}>{t('forms.demo.selectTwo')}</Button>
        <Button onClick={() => setSelected([])}>{t('forms.demo.clearSelection')}</Button>
      </ButtonGroup>
      <span className="bp6-text-muted">{t('forms.demo.selectedCount', { count: selected.length })}</span>
      <SelectionActionButton {...props} selected={selected} />
    </div>
  );
}

const meta = {
  title: 'Forms/SelectionActionButton',
  component: SelectionActionButton,
  args: {
    selected: [],
    run: fn(async () => {
      await new Promise((r) => setTimeout(r, 800));
    }),
    onRefuse: fn(),
    onDone: fn(),
  },
  render: (args) => <WithSelection {...(args as SelectionActionButtonProps<number>)} />,
} satisfies Meta<typeof SelectionActionButton<number>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing selected: clicking shows 'select items before delete' beside the button. */
export const DeleteWithoutSelection: Story = {};

/** Two rows selected: asks for confirmation, then runs. */
export const DeleteWithSelection: Story = { args: { selected: [101, 102] } };

export const BatchAction: Story = {
  args: { kind: 'batch', icon: 'tick', intent: 'primary' },
  render: (args) => {
    const { t } = useTranslation();
    return <WithSelection {...(args as SelectionActionButtonProps<number>)}>{t('forms.demo.approve')}</WithSelection>;
  },
};

export const RunWithoutConfirmation: Story = { args: { selected: [101], confirm: false } };
