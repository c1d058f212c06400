import { Button, Callout, Intent } from '@blueprintjs/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { tripCommands } from '../../api/tripCommands';
import { toastKey } from '../../app/toaster';
import type { RuleError } from '../../domain/validation';
import { hasAbility } from '../../state/session';
import { ClockBar, runCommand } from './form/formParts';
import { emptyDraft, legInputOf } from './form/legDraft';
import { LegsTable } from './form/LegsTable';
import { EMPTY_HEADER, headerErrors, TripHeaderFields, type TripHeaderDraft } from './form/TripHeaderFields';
import { newRowKey, useLegDrafts } from './form/useLegDrafts';

/**
 * Trip add (`trip/TripAdd`, customer service): header and legs typed in the user's time type,
 * checked by the domain's leg form rules as the user types; the warnings are confirmed in one
 * dialog, then the trip is created and its submit page opens. Nothing typed is lost on an error.
 */
export default function TripAdd() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [header, setHeader] = useState<TripHeaderDraft>(EMPTY_HEADER);
  const [headerTouched, setHeaderTouched] = useState(false);
  const [serverHeader, setServerHeader] = useState<Record<string, RuleError>>({});
  const [saving, setSaving] = useState(false);
  const legs = useLegDrafts(() => [emptyDraft(newRowKey())]);
  const ownHeader = headerErrors(header);
  const shownHeader = { ...(headerTouched || legs.submitted ? ownHeader : {}), ...serverHeader };
  const changeHeader = useCallback((next: TripHeaderDraft) => {
    setHeader(next);
    setServerHeader({});
  }, []);

  const save = async () => {
    legs.setSubmitted(true);
    if (saving || Object.keys(ownHeader).length > 0 || !legs.check.ok) {
      toastKey('tripForm.fixFields', undefined, 'warning');
      return;
    }
    const body = {
      customerId: header.customerId,
      ...(header.contractName.trim() ? { contractName: header.contractName.trim() } : {}),
      ...(header.note.trim() ? { note: header.note.trim() } : {}),
      legs: legs.drafts.map((d) => legInputOf(d, legs.clock)),
    };
    setSaving(true);
    const outcome = await runCommand((confirm) => tripCommands.create({ ...body, ...(confirm ? { confirm: true } : {}) }), legs.check.warnings);
    setSaving(false);
    if (outcome.ok) {
      toastKey('tripForm.add.saved', undefined, 'success');
      changeHeader(EMPTY_HEADER);
      setHeaderTouched(false);
      legs.reset([emptyDraft(newRowKey())]);
      navigate(`/tripSubmit?id=${encodeURIComponent(outcome.value.id)}`);
      return;
    }
    if (outcome.failure.kind === 'fields') {
      setServerHeader(outcome.failure.header);
      legs.setServerErrors(outcome.failure.legs);
    }
  };

  if (!hasAbility('trip:add')) return <Callout intent={Intent.WARNING}>{t('tripForm.noAccess')}</Callout>;

  return (
    <div className="foc-trip-form" data-testid="trip-add">
      <h3 className="foc-trip-form__title">{t('tripForm.add.title')}</h3>
      <TripHeaderFields value={header} onChange={changeHeader} errors={shownHeader} onTouch={() => setHeaderTouched(true)} />
      <ClockBar legs={legs} />
      <LegsTable
        legs={legs}
        actions={(i) => (
          <>
            <Button variant="minimal" icon="add-row-bottom" title={t('tripForm.leg.addAfter')} aria-label={t('tripForm.leg.addAfter')} onClick={() => legs.addRow(i + 1)} />
            <Button
              variant="minimal"
              icon="trash"
              intent={Intent.DANGER}
              title={t('tripForm.leg.remove')}
              aria-label={t('tripForm.leg.remove')}
              disabled={legs.drafts.length <= 1}
              onClick={() => legs.removeRow(i)}
            />
          </>
        )}
      />
      <div className="foc-trip-form__footer">
        <Button icon="add" text={t('tripForm.leg.add')} onClick={() => legs.addRow()} data-testid="leg-add" />
        <span className="foc-list__spacer" />
        <Button intent={Intent.PRIMARY} icon="floppy-disk" text={t('tripForm.add.save')} loading={saving} onClick={() => void save()} data-testid="trip-save" />
      </div>
    </div>
  );
}
