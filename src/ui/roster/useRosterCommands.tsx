/**
 * The roster's commands on crew, exactly as the leg crew panel runs them: assign through the leg
 * crew command at the trip's version (a duty-time warning or refusal opens the duty verdict
 * dialog; forced with a reason, the same assignment is sent again; a qualification or overlap
 * refusal is told by the request layer), and remove an assignment after a confirmation. The
 * role of a pilot leg missing both PIC and SIC is asked.
 */
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { legCrewApi, type CrewCommandAnswer } from '../../api/legCrew';
import { toastKey } from '../../app/toaster';
import type { LegCrewRole } from '../../domain/trip/crewAssignment';
import { confirm } from '../../forms';
import { sendWithDutyGuard, useDutyGuard } from '../dutyGuard';
import type { OwnMoves } from '../gantt/ownMoves';

export interface RosterCommands {
  /** Assigns; resolves true once written. */
  assign: (leg: { id: string; tripId: string; tripVersion: number }, crewId: string, role: LegCrewRole) => Promise<boolean>;
  remove: (assignmentId: string, leg: { tripId: string; tripVersion: number }) => Promise<boolean>;
  /** Asks which of `roles` to give (null: cancelled). */
  pickRole: (roles: readonly LegCrewRole[], subject: string) => Promise<LegCrewRole | null>;
  busy: boolean;
  dialogs: ReactNode;
}

/** `own` records the trips this screen's commands touch, so their realtime echo does not reload it a second time. */
export function useRosterCommands(onChanged: () => void, own: OwnMoves): RosterCommands {
  const { t } = useTranslation();
  const duty = useDutyGuard();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<{ roles: readonly LegCrewRole[]; subject: string } | null>(null);
  const answer = useRef<((r: LegCrewRole | null) => void) | null>(null);

  const run = useCallback(
    async (tripId: string, call: (dutyForceReason?: string) => Promise<CrewCommandAnswer>, done: string) => {
      setBusy(true);
      own.begin(tripId);
      let version: number | null = null;
      try {
        const sent = await sendWithDutyGuard(call, duty.ask);
        if (!sent) return false;
        version = sent.value.version;
        toastKey(done, undefined, 'success');
        onChanged();
        return true;
      } catch {
        return false; // told by the request layer
      } finally {
        own.end(tripId, version);
        setBusy(false);
      }
    },
    [duty.ask, onChanged, own],
  );

  const assign = useCallback(
    (leg: { id: string; tripId: string; tripVersion: number }, crewId: string, role: LegCrewRole) =>
      run(leg.tripId, (dutyForceReason) => legCrewApi.assign(leg.id, leg.tripVersion, crewId, role, { dutyForceReason }), 'roster.assigned'),
    [run],
  );
  const remove = useCallback(
    async (assignmentId: string, leg: { tripId: string; tripVersion: number }) => {
      if (!(await confirm({ message: t('legCrew.removeConfirm'), confirmText: t('legCrew.remove') }))) return false;
      return run(leg.tripId, () => legCrewApi.remove(assignmentId, leg.tripVersion), 'roster.removed');
    },
    [run, t],
  );
  const pickRole = useCallback(
    (roles: readonly LegCrewRole[], subject: string) =>
      new Promise<LegCrewRole | null>((resolve) => {
        answer.current?.(null);
        answer.current = resolve;
        setAsking({ roles, subject });
      }),
    [],
  );
  const close = (r: LegCrewRole | null) => {
    answer.current?.(r);
    answer.current = null;
    setAsking(null);
  };

  const dialogs = (
    <>
      <Dialog isOpen={asking !== null} title={t('roster.pickRole.title')} onClose={() => close(null)} style={{ width: 420 }}>
        <DialogBody>
          <p>{asking ? t('roster.pickRole.text', { subject: asking.subject }) : ''}</p>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('legCrew.cancel')} onClick={() => close(null)} />
              {asking?.roles.map((r) => <Button key={r} intent="primary" text={t(`legCrew.role.${r}`)} onClick={() => close(r)} data-testid={`roster-role-${r}`} />)}
            </>
          }
        />
      </Dialog>
      {duty.dialog}
    </>
  );
  return { assign, remove, pickRole, busy, dialogs };
}
