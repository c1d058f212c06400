import { Button, Menu, MenuDivider, MenuItem, Popover, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { tripCommands, type TripDetail } from '../../../api/tripCommands';
import { toastKey } from '../../../app/toaster';
import type { RouteRecord } from '../../../domain/access';
import { hasAbility, session } from '../../../state/session';

/** Whether the seat's routes include a screen at `path` (the plan editor is for evaluation and control seats). */
const hasRoute = (routes: readonly RouteRecord[], path: string): boolean =>
  routes.some((r) => r.path.replace(/^\//, '') === path || hasRoute(r.children ?? [], path));
import { confirmAction, runCommand, type CommandOutcome } from './formParts';
import { CancelTripDialog } from './ReasonDialogs';
import { tripActionRefusals, type TripAction } from './tripFacts';

const PAGES: Partial<Record<TripAction, string>> = { edit: '/tripEdit', change: '/tripChange', submit: '/tripSubmit', receive: '/tripReceive' };
const ICONS: Record<TripAction, 'edit' | 'exchange' | 'send-message' | 'inbox' | 'undo' | 'cross' | 'lock' | 'unlock'> = {
  edit: 'edit',
  change: 'exchange',
  submit: 'send-message',
  receive: 'inbox',
  reject: 'undo',
  cancel: 'cross',
  lock: 'lock',
  unlock: 'unlock',
};

/**
 * The actions of a trip list row: open the edit, change, submit and receive pages, cancel, lock
 * and unlock. Opening the menu reads the trip (its legs and version); each action is shown by
 * the user's ability and enabled by the domain rule, its refusal written under it.
 */
export function TripRowActions({ tripId, tripNumber, onChanged }: { tripId: string; tripNumber: string; onChanged: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [trip, setTrip] = useState<TripDetail | null>(null);
  const [loading, setLoading] = useState(false);
  const [cancelling, setCancelling] = useState<TripDetail | null>(null);
  const [open, setOpen] = useState(false);

  const load = () => {
    setLoading(true);
    tripCommands.peek(tripId).then(
      (x) => {
        setTrip(x);
        setLoading(false);
      },
      () => setLoading(false),
    );
  };
  const after = (outcome: CommandOutcome<TripDetail>) => {
    if (outcome.ok || outcome.failure.kind === 'stale') onChanged();
  };
  const lockSwitch = async (action: 'lock' | 'unlock', x: TripDetail) => {
    if (!(await confirmAction(t(`tripForm.row.${action}Confirm`, { number: x.tripNumber })))) return;
    const outcome = await runCommand(() => (action === 'lock' ? tripCommands.lock(x.id, x.version) : tripCommands.unlock(x.id, x.version)));
    if (outcome.ok) toastKey('tripForm.row.done', undefined, 'success');
    after(outcome);
  };

  const item = (action: TripAction, ability: string | string[], onClick: (x: TripDetail) => void) => {
    const abilities = Array.isArray(ability) ? ability : [ability];
    if (!abilities.some(hasAbility)) return null;
    const refusal = trip ? tripActionRefusals(trip)[action] : null;
    return (
      <MenuItem
        key={action}
        icon={ICONS[action]}
        text={t(`tripForm.row.${action}`)}
        label={refusal ? t(refusal.key, refusal.params ?? {}) : undefined}
        title={refusal ? t(refusal.key, refusal.params ?? {}) : undefined}
        disabled={!trip || refusal !== null}
        data-testid={`row-${action}`}
        onClick={() => {
          setOpen(false);
          if (trip) onClick(trip);
        }}
      />
    );
  };
  const go = (action: TripAction) => (x: TripDetail) => navigate(`${PAGES[action]}?id=${encodeURIComponent(x.id)}`);

  const menu = (
    <Menu data-testid="trip-row-menu">
      {loading && !trip && <MenuItem disabled text={<Spinner size={16} />} />}
      {item('submit', 'trip:submit', go('submit'))}
      {item('receive', ['trip:receive', 'trip:reject'], go('receive'))}
      {item('edit', 'trip:edit', go('edit'))}
      {item('change', 'trip:change', go('change'))}
      {hasAbility('tripLeg:edit') && hasRoute(session.routes, 'tripPlanEdit') && (
        <MenuItem
          icon="th"
          text={t('tripPlan.open')}
          data-testid="row-planEdit"
          onClick={() => {
            setOpen(false);
            navigate(`/tripPlanEdit?id=${encodeURIComponent(tripId)}`);
          }}
        />
      )}
      <MenuDivider />
      {item('cancel', 'trip:cancel', (x) => setCancelling(x))}
      {trip?.locked ? item('unlock', 'trip:unlock', (x) => void lockSwitch('unlock', x)) : item('lock', 'trip:lock', (x) => void lockSwitch('lock', x))}
    </Menu>
  );

  return (
    <>
      <Popover
        content={menu}
        isOpen={open}
        onInteraction={(next) => {
          setOpen(next);
          if (next) load();
        }}
        placement="bottom-end"
      >
        <Button size="small" variant="minimal" icon="more" aria-label={t('tripForm.row.actions', { number: tripNumber })} data-testid="trip-row-actions" />
      </Popover>
      {cancelling && <CancelTripDialog isOpen trip={cancelling} onClose={() => setCancelling(null)} onDone={after} />}
    </>
  );
}
