/**
 * Assigning a selected open leg from the roster: the role (one the leg misses), then a crew member
 * from the leg's candidates (ineligible ones disabled with the domain's refusal, as in the leg crew
 * panel), then the assign command.
 */
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { legCrewApi, type CrewCandidate } from '../../api/legCrew';
import type { LegCrewRole } from '../../domain/trip/crewAssignment';
import { CandidateSelect } from '../leg/CandidateSelect';

export interface AssignTarget {
  legId: string;
  /** The trip's version the command is sent at. */
  tripId: string;
  tripVersion: number;
  title: string;
  missing: readonly LegCrewRole[];
}

export function AssignDialog({ target, busy, onAssign, onClose }: { target: AssignTarget | null; busy: boolean; onAssign: (target: AssignTarget, crewId: string, role: LegCrewRole) => Promise<boolean>; onClose: () => void }) {
  const { t } = useTranslation();
  const [role, setRole] = useState<LegCrewRole>('pic');
  const [candidates, setCandidates] = useState<CrewCandidate[]>([]);
  const [picked, setPicked] = useState<CrewCandidate | null>(null);

  useEffect(() => {
    if (target) setRole(target.missing[0] ?? 'pic');
  }, [target]);
  useEffect(() => {
    let live = true;
    setPicked(null);
    setCandidates([]);
    if (target) void legCrewApi.candidates(target.legId, role).then((list) => live && setCandidates(list), () => undefined);
    return () => {
      live = false;
    };
  }, [target, role]);

  return (
    <Dialog isOpen={target !== null} title={t('roster.assign.title')} onClose={onClose} style={{ width: 520 }}>
      <DialogBody>
        <p style={{ fontWeight: 600 }} data-testid="roster-assign-leg">
          {target?.title}
        </p>
        <FormGroup label={t('legCrew.column.role')}>
          <HTMLSelect value={role} onChange={(e) => setRole(e.currentTarget.value as LegCrewRole)} data-testid="roster-assign-role">
            {target?.missing.map((r) => (
              <option key={r} value={r}>
                {t(`legCrew.role.${r}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('roster.assign.crew')}>
          <CandidateSelect candidates={candidates} picked={picked} onPick={setPicked} itemTestId="roster-candidate" pickerTestId="roster-assign-picker" />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('legCrew.cancel')} onClick={onClose} />
            <Button
              intent="primary"
              icon="add"
              text={t('legCrew.assign')}
              disabled={!picked || busy}
              onClick={() => picked && target && void onAssign(target, picked.id, role).then((done) => done && onClose())}
              data-testid="roster-assign-ok"
            />
          </>
        }
      />
    </Dialog>
  );
}
