/**
 * Crew of one leg: the assignments (role, name, work no., status, positioning), an assign control
 * (role, then a crew member from the leg's candidates — ineligible ones disabled with the domain's
 * refusal — and whether they travel positioning) and the remove / accept / decline actions, each
 * gated by the roster key of the row's role. A duty-time warning or refusal of an assignment opens
 * the duty verdict dialog; forced with a reason, the same assignment is sent again. The crew
 * records' findings show per candidate (a refusal disables it, warnings are tags) and the warnings
 * of an assignment made are shown in a toast.
 */
import { Button, Callout, Card, Checkbox, Classes, Dialog, DialogBody, DialogFooter, FormGroup, H5, HTMLSelect, HTMLTable, NonIdealState, Tag, TextArea, type Intent } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { legCrewApi, type CrewCandidate, type LegCrewRow } from '../../api/legCrew';
import { crewComplete, LEG_CREW_ROLE_LIST, NO_COMPLEMENT, ROLE_SCHEDULE_AREA, SCHEDULE_AREAS, type CrewComplement, type LegCrewRole } from '../../domain/trip/crewAssignment';
import { showToast } from '../../app/toaster';
import { confirm } from '../../forms';
import { hasAbility, session } from '../../state/session';
import { sendWithDutyGuard, useDutyGuard } from '../dutyGuard';
import { CandidateSelect } from './CandidateSelect';

export interface LegCrewPanelProps {
  legId: string;
  tripVersion: number;
  aircraftTypeId: string | null;
  /** The aircraft type's cabin crew and engineers (none when unknown): the leg is crewed with them. */
  complement?: CrewComplement;
  onChanged: () => void;
}

type Action = 'add' | 'edit' | 'delete' | 'list';
const may = (role: LegCrewRole, action: Action) => hasAbility(`${ROLE_SCHEDULE_AREA[role]}:${action}`);
const STATUS_INTENT: Record<string, Intent> = { toConfirm: 'warning', accepted: 'success', declined: 'danger' };
const roleOrder = (r: LegCrewRow) => LEG_CREW_ROLE_LIST.indexOf(r.role);
type Finding = { key: string; params?: Record<string, string | number> };

export function LegCrewPanel({ legId, tripVersion, aircraftTypeId, complement = NO_COMPLEMENT, onChanged }: LegCrewPanelProps) {
  const { t } = useTranslation();
  useSnapshot(session);
  const canSee = SCHEDULE_AREAS.some((a) => hasAbility(`${a}:list`));
  const addable = LEG_CREW_ROLE_LIST.filter((r) => may(r, 'add'));
  const [rows, setRows] = useState<LegCrewRow[]>([]);
  const [version, setVersion] = useState(tripVersion);
  const [role, setRole] = useState<LegCrewRole>(addable[0] ?? 'pic');
  const [candidates, setCandidates] = useState<CrewCandidate[]>([]);
  const [picked, setPicked] = useState<CrewCandidate | null>(null);
  const [positioning, setPositioning] = useState(false);
  const [declining, setDeclining] = useState<LegCrewRow | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const duty = useDutyGuard();

  useEffect(() => setVersion((v) => Math.max(v, tripVersion)), [tripVersion]);

  const reload = useCallback(async () => {
    if (!canSee) return;
    const answer = await legCrewApi.ofLeg(legId).catch(() => null);
    if (answer) setRows([...answer.list].sort((a, b) => roleOrder(a) - roleOrder(b)));
  }, [legId, canSee]);

  // Candidates of the role shown now only: an answer for an earlier role or version that arrives
  // late (the version bump of an assignment and the next role's load race under load) is dropped.
  const candidatesSeq = useRef(0);
  const loadCandidates = useCallback(async () => {
    const mine = ++candidatesSeq.current;
    setPicked(null);
    if (aircraftTypeId === null || !may(role, 'add')) return setCandidates([]);
    const list = (await legCrewApi.candidates(legId, role).catch(() => null)) ?? [];
    if (mine === candidatesSeq.current) setCandidates(list);
  }, [legId, role, aircraftTypeId]);

  useEffect(() => void reload(), [reload, tripVersion]);
  useEffect(() => void loadCandidates(), [loadCandidates, tripVersion]);

  /**
   * Runs a command at the current trip version; on success reloads and tells the page. A duty-time
   * verdict asks for a reason and sends the same command with it; closed, nothing changes here.
   */
  const run = async (call: (v: number, dutyForceReason?: string) => Promise<{ version: number; warnings?: Finding[] }>) => {
    setBusy(true);
    try {
      const sent = await sendWithDutyGuard((reason) => call(version, reason), duty.ask);
      if (!sent) return false;
      const trip = sent.value;
      setVersion(trip.version);
      // the crew records let it through with warnings (a document near expiry, one not on record)
      if (trip.warnings?.length) showToast(t('legCrew.assignedWithWarnings', { text: trip.warnings.map((w) => t(w.key, w.params ?? {})).join('; ') }), 'warning');
      await Promise.all([reload(), loadCandidates()]);
      onChanged();
      return true;
    } catch {
      return false; // the request layer has told the user
    } finally {
      setBusy(false);
    }
  };

  const { cabin, maintenance } = complement;
  const complete = useMemo(() => crewComplete(rows, { cabin, maintenance }), [rows, cabin, maintenance]);
  if (!canSee) return null;

  const name = (r: { cnName: string; enName: string | null }) => (r.enName ? `${r.cnName} (${r.enName})` : r.cnName);
  const remove = async (r: LegCrewRow) => {
    if (await confirm({ message: t('legCrew.removeConfirm'), confirmText: t('legCrew.remove') })) await run((v) => legCrewApi.remove(r.id, v));
  };
  const assign = async (c: CrewCandidate) => {
    if (await run((v, dutyForceReason) => legCrewApi.assign(legId, v, c.id, role, { positioning, dutyForceReason }))) setPositioning(false);
  };
  const decline = async () => {
    if (declining && (await run((v) => legCrewApi.decline(declining.id, v, reason.trim())))) setDeclining(null);
  };

  return (
    <Card className="foc-leg__section" data-testid="leg-crew">
      <div className="foc-leg__section-head">
        <H5>{t('legCrew.title')}</H5>
        <Tag minimal intent={complete ? 'success' : 'warning'} data-testid="leg-crew-complete">
          {complete ? t('legCrew.complete') : cabin + maintenance > 0 ? t('legCrew.incompleteComplement', { cabin, maintenance }) : t('legCrew.incomplete')}
        </Tag>
      </div>

      {addable.length > 0 &&
        (aircraftTypeId === null ? (
          <Callout intent="primary" data-testid="leg-crew-no-aircraft">
            {t('legCrew.noAircraft')}
          </Callout>
        ) : (
          <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 8 }}>
            <HTMLSelect value={role} onChange={(e) => setRole(e.currentTarget.value as LegCrewRole)} data-testid="leg-crew-role" aria-label={t('legCrew.column.role')}>
              {addable.map((r) => (
                <option key={r} value={r}>
                  {t(`legCrew.role.${r}`)}
                </option>
              ))}
            </HTMLSelect>
            <CandidateSelect candidates={candidates} picked={picked} onPick={setPicked} itemTestId="leg-crew-candidate" pickerTestId="leg-crew-picker" />
            <Checkbox
              checked={positioning}
              onChange={(e) => setPositioning(e.currentTarget.checked)}
              label={t('dutyGuard.positioning.label')}
              title={t('dutyGuard.positioning.hint')}
              style={{ margin: 0 }}
              data-testid="leg-crew-positioning"
            />
            <Button intent="primary" icon="add" text={t('legCrew.assign')} disabled={!picked || busy} onClick={() => picked && void assign(picked)} data-testid="leg-crew-assign" />
          </div>
        ))}

      {rows.length === 0 ? (
        <NonIdealState icon="people" title={t('legCrew.empty')} className="foc-leg__empty" />
      ) : (
        <HTMLTable compact striped className="foc-leg__table">
          <thead>
            <tr>
              <th>{t('legCrew.column.role')}</th>
              <th>{t('legCrew.column.name')}</th>
              <th>{t('legCrew.column.workNo')}</th>
              <th>{t('legCrew.column.status')}</th>
              <th>{t('legCrew.column.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} data-testid="leg-crew-row">
                <td>{t(`legCrew.role.${r.role}`)}</td>
                <td>
                  {name(r)}
                  {r.positioning && (
                    <>
                      {' '}
                      <Tag minimal intent="primary" title={t('dutyGuard.positioning.hint')} data-testid="leg-crew-positioning-tag">
                        {t('dutyGuard.positioning.tag')}
                      </Tag>
                    </>
                  )}
                </td>
                <td>{r.workNo}</td>
                <td>
                  <Tag minimal intent={STATUS_INTENT[r.status]} title={r.declineReason ?? undefined}>
                    {t(`trip.crewAssignment.${r.status}`)}
                  </Tag>
                  {r.declineReason && <span className={Classes.TEXT_MUTED}> {r.declineReason}</span>}
                </td>
                <td>
                  {r.status === 'toConfirm' && may(r.role, 'edit') && (
                    <Button small minimal intent="success" text={t('legCrew.accept')} disabled={busy} onClick={() => void run((v) => legCrewApi.accept(r.id, v))} data-testid="leg-crew-accept" />
                  )}
                  {r.status !== 'declined' && may(r.role, 'edit') && (
                    <Button small minimal intent="warning" text={t('legCrew.decline')} disabled={busy} onClick={() => (setReason(''), setDeclining(r))} data-testid="leg-crew-decline" />
                  )}
                  {may(r.role, 'delete') && <Button small minimal intent="danger" text={t('legCrew.remove')} disabled={busy} onClick={() => void remove(r)} data-testid="leg-crew-remove" />}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}

      <Dialog isOpen={declining !== null} title={t('legCrew.declineTitle')} onClose={() => setDeclining(null)} style={{ minWidth: 400 }}>
        <DialogBody>
          <FormGroup label={t('legCrew.declineReason')} labelFor="leg-crew-decline-reason">
            <TextArea id="leg-crew-decline-reason" fill maxLength={500} value={reason} onChange={(e) => setReason(e.currentTarget.value)} data-testid="leg-crew-decline-reason" />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('legCrew.cancel')} onClick={() => setDeclining(null)} />
              <Button intent="primary" text={t('legCrew.ok')} disabled={busy || reason.trim() === ''} onClick={() => void decline()} data-testid="leg-crew-decline-ok" />
            </>
          }
        />
      </Dialog>
      {duty.dialog}
    </Card>
  );
}
