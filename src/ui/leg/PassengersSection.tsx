import { Button, Card, FormGroup, H5, HTMLTable, InputGroup, NonIdealState } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { legApi, type PassengerInput, type PassengerRow } from '../../api/leg';
import { confirm } from '../../forms';
import { hasAbility, session } from '../../state/session';
import { CommandDialog, useSubmitting } from './LegDialogs';

const FIELDS = ['name', 'nationality', 'documentType', 'documentNumber', 'phone', 'note'] as const;
type Field = (typeof FIELDS)[number];
type Draft = Record<Field, string>;
const EMPTY: Draft = { name: '', nationality: '', documentType: '', documentNumber: '', phone: '', note: '' };
const MAX: Record<Field, number> = { name: 100, nationality: 50, documentType: 50, documentNumber: 50, phone: 50, note: 500 };

/** Body fields of a draft: trimmed, blanks as null (the name is required). */
function inputOf(d: Draft): PassengerInput {
  const v = (s: string) => (s.trim() === '' ? null : s.trim());
  return { name: d.name.trim(), nationality: v(d.nationality), documentType: v(d.documentType), documentNumber: v(d.documentNumber), phone: v(d.phone), note: v(d.note) };
}

function PassengerDialog(p: { row: PassengerRow | null; isOpen: boolean; onClose: () => void; onSubmit: (d: PassengerInput) => Promise<boolean> }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [busy, submit] = useSubmitting(p.onClose);
  useEffect(() => {
    if (p.isOpen) setDraft(p.row ? Object.fromEntries(FIELDS.map((f) => [f, p.row![f] ?? ''])) as Draft : EMPTY);
  }, [p.isOpen, p.row]);
  return (
    <CommandDialog
      isOpen={p.isOpen}
      title={t(p.row ? 'legDetail.passengers.edit' : 'legDetail.passengers.add')}
      onClose={p.onClose}
      busy={busy}
      canSubmit={draft.name.trim() !== ''}
      onSubmit={() => submit(() => p.onSubmit(inputOf(draft)))}
      testId="passenger-dialog"
    >
      <div className="foc-leg__form-grid">
        {FIELDS.map((f) => (
          <FormGroup key={f} label={t(`legDetail.passengers.${f}`)} labelInfo={f === 'name' ? t('legDetail.dialog.required') : undefined}>
            <InputGroup value={draft[f]} maxLength={MAX[f]} onChange={(e) => setDraft({ ...draft, [f]: e.currentTarget.value })} data-testid={`passenger-${f}`} />
          </FormGroup>
        ))}
      </div>
    </CommandDialog>
  );
}

/** The leg's passengers: table, add, edit, remove (tripLeg:edit); not shown outside the caller's `passengerView` grant. */
export function PassengersSection({ legId, version, passengers, hidden = false, run }: { legId: string; version: number; passengers: PassengerRow[]; hidden?: boolean; run: (call: () => Promise<unknown>) => Promise<boolean> }) {
  const { t } = useTranslation();
  useSnapshot(session);
  const may = hasAbility('tripLeg:edit') && !hidden;
  const [editing, setEditing] = useState<PassengerRow | null>(null);
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    setEditing(null);
  };
  const remove = async (p: PassengerRow) => {
    if (await confirm({ message: t('legDetail.passengers.removeConfirm', { name: p.name }) })) await run(() => legApi.removePassenger(p.id, version));
  };
  return (
    <Card className="foc-leg__section" data-testid="leg-passengers">
      <div className="foc-leg__section-head">
        <H5>{t('legDetail.passengers.title', { count: passengers.length })}</H5>
        {may && <Button icon="add" text={t('legDetail.passengers.add')} onClick={() => setOpen(true)} data-testid="passenger-add" />}
      </div>
      {hidden ? (
        <NonIdealState icon="eye-off" title={t('ganttScreen.passengersHidden')} className="foc-leg__empty" />
      ) : passengers.length === 0 ? (
        <NonIdealState icon="people" title={t('legDetail.passengers.none')} className="foc-leg__empty" />
      ) : (
        <HTMLTable compact striped className="foc-leg__table">
          <thead>
            <tr>
              {FIELDS.map((f) => (
                <th key={f}>{t(`legDetail.passengers.${f}`)}</th>
              ))}
              {may && <th />}
            </tr>
          </thead>
          <tbody>
            {passengers.map((p) => (
              <tr key={p.id} data-testid="passenger-row">
                {FIELDS.map((f) => (
                  <td key={f}>{p[f] ?? ''}</td>
                ))}
                {may && (
                  <td className="foc-leg__row-actions">
                    <Button
                      variant="minimal"
                      size="small"
                      icon="edit"
                      aria-label={t('legDetail.passengers.edit')}
                      onClick={() => {
                        setEditing(p);
                        setOpen(true);
                      }}
                    />
                    <Button variant="minimal" size="small" icon="trash" intent="danger" aria-label={t('legDetail.passengers.remove')} onClick={() => void remove(p)} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <PassengerDialog
        isOpen={open}
        row={editing}
        onClose={close}
        onSubmit={(d) => run(() => (editing ? legApi.updatePassenger(editing.id, version, d) : legApi.addPassenger(legId, version, d)))}
      />
    </Card>
  );
}
