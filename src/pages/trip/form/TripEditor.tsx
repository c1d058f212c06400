import { AnchorButton, Callout, Intent, NonIdealState, Spinner, Tooltip } from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tripCommands, type TripDetail, type TripLeg } from '../../../api/tripCommands';
import { toastKey } from '../../../app/toaster';
import type { RuleError } from '../../../domain/validation';
import { hasAbility } from '../../../state/session';
import { useNavigate } from 'react-router-dom';
import { confirmAction, runCommand, StaleCallout, useTripOfPage, type CommandOutcome } from './formParts';
import { LegDialog, type LegDialogMode } from './LegDialog';
import { CancelLegDialog } from './ReasonDialogs';
import { addLegRefusal, legActionRefusals, tripActionRefusals } from './tripFacts';
import { headerErrors, TripHeaderFields, type TripHeaderDraft } from './TripHeaderFields';
import { TripLegsView, TripTitle } from './TripSummary';

/** A button shown by ability and enabled by the domain rule; a refusal is its tooltip. */
/** What disables a button: a domain refusal, or the page's stale state. */
export interface Blocker {
  key: string;
  params?: Readonly<Record<string, string | number>>;
}
export const STALE: Blocker = { key: 'error.dataChanged' };

export function RuleButton(props: { ability: string | string[]; refusal: Blocker | null; text: string; icon?: 'edit' | 'add' | 'add-row-top' | 'cross' | 'lock' | 'unlock' | 'send-message'; intent?: Intent; onClick: () => void; testId?: string; minimal?: boolean }) {
  const { t } = useTranslation();
  const abilities = Array.isArray(props.ability) ? props.ability : [props.ability];
  if (!abilities.some(hasAbility)) return null;
  // an anchor button: a disabled one still shows its tooltip (the refusal)
  const button = (
    <AnchorButton
      size="small"
      variant={props.minimal ? 'minimal' : undefined}
      icon={props.icon}
      intent={props.intent}
      text={props.text}
      disabled={props.refusal !== null}
      onClick={props.onClick}
      data-testid={props.testId}
      data-refusal={props.refusal?.key}
    />
  );
  return props.refusal ? <Tooltip content={t(props.refusal.key, props.refusal.params ?? {})}>{button}</Tooltip> : button;
}

const headerOf = (trip: TripDetail): TripHeaderDraft => ({ customerId: trip.customerId, customerName: '', contractName: trip.contractName ?? '', note: trip.note ?? '' });

/**
 * Trip edit (before submission) and trip change (after receipt): the header and the legs, each
 * change its own versioned command. Leg buttons follow the D4 rules of the domain (disabled with
 * the refusal as tooltip). In change mode every command is confirmed first.
 */
export function TripEditor({ mode }: { mode: 'edit' | 'change' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const page = useTripOfPage();
  const { trip, settle } = page;
  const [header, setHeader] = useState<TripHeaderDraft | null>(null);
  const [headerServer, setHeaderServer] = useState<Record<string, RuleError>>({});
  const [savingHeader, setSavingHeader] = useState(false);
  const [dialog, setDialog] = useState<LegDialogMode | null>(null);
  const [cancelling, setCancelling] = useState<TripLeg | null>(null);
  const confirmText = mode === 'change' ? t('tripForm.change.confirm') : undefined;

  // a newly loaded trip (entry, reload) resets the header form; answers of commands keep what is typed
  const [seen, setSeen] = useState<string | null>(null);
  useEffect(() => {
    if (trip && seen !== `${trip.id}:${page.stale}`) {
      setSeen(`${trip.id}:${page.stale}`);
      setHeader(headerOf(trip));
    }
  }, [trip, seen, page.stale]);
  const done = useCallback((outcome: CommandOutcome<TripDetail>) => void settle(outcome), [settle]);

  if (!page.id || page.failed) return <NonIdealState icon="error" title={t('tripForm.notFound')} />;
  if (!trip || !header) return <Spinner />;

  const pageRefusal = tripActionRefusals(trip)[mode];
  const closed = pageRefusal !== null || page.stale;
  const off: Blocker | null = closed ? (pageRefusal ?? STALE) : null;
  const ownHeader = headerErrors(header);
  const headerChanged = header.customerId !== trip.customerId || header.contractName !== (trip.contractName ?? '') || header.note !== (trip.note ?? '');

  const saveHeader = async () => {
    if (Object.keys(ownHeader).length > 0 || savingHeader) return;
    if (confirmText && !(await confirmAction(confirmText))) return;
    setSavingHeader(true);
    const outcome = await runCommand(() =>
      tripCommands.updateHeader(trip.id, {
        version: trip.version,
        ...(header.customerId !== trip.customerId ? { customerId: header.customerId } : {}),
        contractName: header.contractName.trim() || null,
        note: header.note.trim() || null,
      }),
    );
    setSavingHeader(false);
    if (settle(outcome)) toastKey('tripForm.header.saved', undefined, 'success');
    else if (!outcome.ok && outcome.failure.kind === 'fields') setHeaderServer(outcome.failure.header);
  };

  const addRefusal = addLegRefusal(trip);
  const title = t(mode === 'edit' ? 'tripForm.edit.title' : 'tripForm.change.title');
  return (
    <div className="foc-trip-form" data-testid={`trip-${mode}`}>
      <TripTitle trip={trip} title={title} />
      {page.stale && <StaleCallout onReload={page.reload} />}
      {pageRefusal && (
        <Callout intent={Intent.WARNING} data-testid="page-refusal">
          {t(pageRefusal.key, pageRefusal.params ?? {})}
        </Callout>
      )}
      {mode === 'change' && !closed && <Callout icon="info-sign">{t('tripForm.change.intro')}</Callout>}
      <TripHeaderFields
        value={header}
        onChange={(next) => {
          setHeader(next);
          setHeaderServer({});
        }}
        errors={{ ...ownHeader, ...headerServer }}
        disabled={closed || !hasAbility('trip:edit')}
      />
      <div className="foc-trip-form__footer">
        <RuleButton
          ability="trip:edit"
          refusal={off}
          text={t('tripForm.header.save')}
          icon="edit"
          intent={Intent.PRIMARY}
          onClick={() => void saveHeader()}
          testId="header-save"
        />
        {headerChanged && <span className="foc-trip-form__hint">{t('tripForm.header.unsaved')}</span>}
      </div>
      <TripLegsView
        trip={trip}
        actions={(leg, i) => {
          const r = legActionRefusals(trip, i);
          return (
            <>
              <RuleButton minimal ability="tripLeg:edit" refusal={off ?? r.edit} text={t('tripForm.leg.edit')} icon="edit" onClick={() => setDialog({ kind: 'edit', leg })} testId={`leg-edit-${i}`} />
              <RuleButton minimal ability="trip:edit" refusal={off ?? r.insertBefore} text={t('tripForm.leg.insertBefore')} icon="add-row-top" onClick={() => setDialog({ kind: 'insert', position: i + 1 })} testId={`leg-insert-${i}`} />
              <RuleButton minimal ability="tripLeg:cancel" refusal={off ?? r.cancel} text={t('tripForm.leg.cancel')} icon="cross" intent={Intent.DANGER} onClick={() => setCancelling(leg)} testId={`leg-cancel-${i}`} />
            </>
          );
        }}
      />
      <div className="foc-trip-form__footer">
        <RuleButton ability="trip:edit" refusal={off ?? addRefusal} text={t('tripForm.leg.add')} icon="add" onClick={() => setDialog({ kind: 'add' })} testId="leg-add" />
        {/* when the itinerary is ready, customer service goes on to the submit page (it shows what still blocks) */}
        {mode === 'edit' && (
          <RuleButton ability="trip:submit" refusal={off} text={t('tripForm.edit.toSubmit')} icon="send-message" intent={Intent.SUCCESS} onClick={() => navigate(`/tripSubmit?id=${encodeURIComponent(trip.id)}`)} testId="trip-to-submit" />
        )}
      </div>
      {dialog && <LegDialog trip={trip} mode={dialog} confirmText={confirmText} onClose={() => setDialog(null)} onDone={done} />}
      {cancelling && <CancelLegDialog isOpen trip={trip} leg={cancelling} confirmText={confirmText} onClose={() => setCancelling(null)} onDone={done} />}
    </div>
  );
}
