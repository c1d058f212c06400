import { AnchorButton, ButtonGroup, Card, Tooltip, type IconName, type Intent } from '@blueprintjs/core';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { legApi, type AirportHit, type LegCommand, type LegCommandBodies, type LegDetail } from '../../api/leg';
import type { Airworthiness, LegFacts, Refusal, TripFacts } from '../../domain/trip';
import { actionRefusals, type LegAction } from '../../domain/trip/legDetail';
import { confirm } from '../../forms';
import { hasAbility, session } from '../../state/session';
import { settings } from '../../state/settings';
import { FlbEntryButtons } from '../flb/FlbEntryButtons';
import { AircraftDialog } from './AircraftDialog';
import { FlightTimeDialog } from './FlightTimeDialog';
import { useRefusalText } from './format';
import { AirworthinessDialog, CancelLegDialog, EvaluateDialog } from './LegDialogs';
import { RenewLegDialog } from './RenewLegDialog';

/** Who may press each button (the server checks again). */
const ABILITY: Record<LegAction, readonly string[]> = {
  evaluate: ['tripLeg:evaluate'],
  assignAircraft: ['tripLeg:edit', 'tripLeg:airworthy'],
  airworthiness: ['tripLeg:airworthy'],
  flightPlan: ['tripLeg:ready'],
  removeFlightPlan: ['tripLeg:ready'],
  releaseDocuments: ['releaseDocument:upload'],
  removeReleaseDocuments: ['releaseDocument:upload'],
  ready: ['tripLeg:ready'],
  release: ['tripRelease:release'],
  noRelease: ['tripRelease:noRelease'],
  cancelRelease: ['tripRelease:cancelRelease'],
  lock: ['tripLeg:lock'],
  unlock: ['tripLeg:unlock'],
  // flight following has no key of its own yet: the release key opens it (decisions "Leg flow")
  takeoff: ['tripRelease:release'],
  landing: ['tripRelease:release'],
  resetTakeoff: ['tripRelease:release'],
  resetLanding: ['tripRelease:release'],
  edit: ['tripLeg:edit'],
  cancel: ['tripLeg:cancel'],
  renew: ['trip:edit'],
};
export const mayDo = (action: LegAction): boolean => ABILITY[action].some(hasAbility);

type Open = null | 'evaluate' | 'aircraft' | 'airworthiness' | 'takeoff' | 'landing' | 'cancel' | 'renew';

interface Props {
  detail: LegDetail;
  trip: TripFacts<LegFacts>;
  index: number;
  airports: Record<string, AirportHit | null>;
  run: (call: () => Promise<unknown>) => Promise<boolean>;
  /** Called before the buttons open another screen (the popup closes). */
  onLeave?: () => void;
}

/** The command buttons of each step, shown by ability and disabled with the rules' refusal. */
export function LegActions({ detail, trip, index, airports, run, onLeave }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useSnapshot(session);
  const { timeType } = useSnapshot(settings);
  const refusalText = useRefusalText();
  const [open, setOpen] = useState<Open>(null);
  const { leg } = detail;
  const version = detail.trip.version;
  const refusals = actionRefusals(trip, index);
  const facts = trip.legs[index]!;
  const close = () => setOpen(null);
  const send = <C extends LegCommand>(command: C, body: LegCommandBodies[C]) => run(() => legApi.command(leg.id, command, version, body));
  const confirmed = async (messageKey: string) => confirm({ message: t(messageKey) });

  const button = (action: LegAction, text: string, icon: IconName, onClick: () => void, intent?: Intent) => {
    if (!mayDo(action)) return null;
    const refusal: Refusal | null = refusals[action];
    const reason = refusalText(refusal);
    const b = (
      <AnchorButton
        key={action}
        icon={icon}
        intent={refusal ? 'none' : intent}
        text={text}
        disabled={refusal !== null}
        onClick={refusal ? undefined : onClick}
        data-testid={`action-${action}`}
        data-refusal={reason || undefined}
      />
    );
    return refusal ? (
      <Tooltip key={action} content={reason} placement="top">
        {b}
      </Tooltip>
    ) : (
      b
    );
  };
  const group = (key: string, items: (ReactElement | null)[]) => {
    const shown = items.filter(Boolean);
    return shown.length === 0 ? null : (
      <div className="foc-leg__action-group" key={key}>
        <span className="foc-leg__action-label">{t(`legDetail.group.${key}`)}</span>
        <ButtonGroup>{shown}</ButtonGroup>
      </div>
    );
  };
  const dep = airports[leg.departureIcao.toUpperCase()]?.timeZone ?? null;
  const arr = airports[leg.arrivalIcao.toUpperCase()]?.timeZone ?? null;

  return (
    <Card className="foc-leg__actions" data-testid="leg-actions">
      {group('evaluation', [button('evaluate', t('legDetail.action.evaluate'), 'endorsed', () => setOpen('evaluate'), 'primary')])}
      {group('fleet', [
        button('assignAircraft', leg.aircraftId ? t('legDetail.action.changeAircraft') : t('legDetail.action.assignAircraft'), 'airplane', () => setOpen('aircraft'), 'primary'),
        button('airworthiness', t('legDetail.action.airworthiness'), 'wrench', () => setOpen('airworthiness'), 'primary'),
        leg.locked
          ? button('unlock', t('legDetail.action.unlock'), 'unlock', () => void send('unlock', {}))
          : button('lock', t('legDetail.action.lock'), 'lock', () => void send('lock', {})),
      ])}
      {group('preparation', [
        facts.hasFlightPlan
          ? button('removeFlightPlan', t('legDetail.action.removeFlightPlan'), 'document-share', async () => {
              if (await confirmed('legDetail.confirm.removeFlightPlan')) await send('flightPlan', { attached: false });
            })
          : button('flightPlan', t('legDetail.action.flightPlan'), 'document', () => void send('flightPlan', { attached: true }), 'primary'),
        facts.hasReleaseDocuments
          ? button('removeReleaseDocuments', t('legDetail.action.removeReleaseDocuments'), 'document-share', async () => {
              if (await confirmed('legDetail.confirm.removeReleaseDocuments')) await send('releaseDocuments', { attached: false });
            })
          : button('releaseDocuments', t('legDetail.action.releaseDocuments'), 'folder-close', () => void send('releaseDocuments', { attached: true }), 'primary'),
        button('ready', t('legDetail.action.ready'), 'tick-circle', () => void send('ready', {}), 'success'),
      ])}
      {group('release', [
        button('release', t('legDetail.action.release'), 'send-message', () => void send('release', { decision: 'release' }), 'success'),
        button('noRelease', t('legDetail.action.noRelease'), 'disable', async () => {
          if (await confirmed('legDetail.confirm.noRelease')) await send('release', { decision: 'noRelease' });
        }),
        button('cancelRelease', t('legDetail.action.cancelRelease'), 'undo', async () => {
          if (await confirmed('legDetail.confirm.cancelRelease')) await send('release', { decision: 'cancelRelease' });
        }),
      ])}
      {group('flight', [
        button('takeoff', t('legDetail.action.takeoff'), 'airplane', () => setOpen('takeoff'), 'primary'),
        button('landing', t('legDetail.action.landing'), 'git-commit', () => setOpen('landing'), 'primary'),
        button('resetTakeoff', t('legDetail.action.resetTakeoff'), 'reset', async () => {
          if (await confirmed('legDetail.confirm.resetTakeoff')) await send('resetTakeoff', { confirm: true });
        }),
        button('resetLanding', t('legDetail.action.resetLanding'), 'reset', async () => {
          if (await confirmed('legDetail.confirm.resetLanding')) await send('resetLanding', { confirm: true });
        }),
      ])}
      {group('leg', [
        button('cancel', t('legDetail.action.cancel'), 'cross-circle', () => setOpen('cancel'), 'danger'),
        button('renew', t('legDetail.action.renew'), 'duplicate', () => setOpen('renew'), 'primary'),
        <AnchorButton key="log" icon="history" text={t('legDetail.action.log')} onClick={() => navigate(`/tripLegLog?legId=${encodeURIComponent(leg.id)}`)} data-testid="action-log" />,
        <FlbEntryButtons key="flb" legId={leg.id} legState={leg.legState} onOpen={onLeave} />,
      ])}

      <EvaluateDialog isOpen={open === 'evaluate'} onClose={close} onSubmit={(v) => send('evaluate', v)} />
      <AircraftDialog isOpen={open === 'aircraft'} currentId={leg.aircraftId} onClose={close} onSubmit={(aircraftId) => send('assignAircraft', { aircraftId, confirm: true })} />
      <AirworthinessDialog
        isOpen={open === 'airworthiness'}
        current={facts.airworthiness}
        aircraftId={leg.aircraftId}
        onClose={close}
        onSubmit={(value: Airworthiness) => send('airworthiness', { value })}
      />
      <FlightTimeDialog kind="takeoff" isOpen={open === 'takeoff'} timeType={timeType} zone={dep} plannedUtc={leg.plannedDepartureUtc} onClose={close} onSubmit={(v) => send('takeoff', v)} />
      <FlightTimeDialog kind="landing" isOpen={open === 'landing'} timeType={timeType} zone={arr} plannedUtc={null} onClose={close} onSubmit={(v) => send('landing', v)} />
      <CancelLegDialog isOpen={open === 'cancel'} onClose={close} onSubmit={(reasonType) => send('cancel', { reasonType })} />
      {open === 'renew' && <RenewLegDialog detail={detail} onClose={close} run={run} />}
    </Card>
  );
}
