/**
 * Trip plan edit (`/tripPlanEdit?id=`): the planner's grid of one trip's legs — flight number,
 * planned block times in the user's time type, aircraft, PIC and SIC — edited together and saved
 * row by row through the same commands as the leg form and the crew panel (leg edit, crew remove
 * and assign), each at the trip's current version. A refusal (duty time, crew or aircraft overlap,
 * a rule of the leg) stays under its row; a 412 marks the page stale with a reload. Without `id`
 * the planner picks the trip by its number.
 */
import { Button, Callout, HTMLSelect, HTMLTable, InputGroup, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { RequestError } from '../../api/http';
import { legApi, type AircraftRow } from '../../api/leg';
import { legCrewApi, type CrewCandidate } from '../../api/legCrew';
import { tripApi } from '../../api/trip';
import { tripCommands, type TripDetail } from '../../api/tripCommands';
import { toastKey } from '../../app/toaster';
import { paramsInTimeType, zoneLabel } from '../../domain/trip/time';
import { hasAbility } from '../../state/session';
import { settings } from '../../state/settings';
import { useAirportZones } from '../../ui/list/times';
import { runCommand, StaleCallout, useTripOfPage } from './form/formParts';
import { legEditOf, rowChanged, rowErrors, rowOf, SEATS, seatChangesOf, seatOf, type PlanRow, type SeatAssignment } from './plan/planRows';
import './form/tripForm.css';

type Problem = { key: string; params?: Record<string, unknown> };
type Candidates = Record<string, Partial<Record<'pic' | 'sic', CrewCandidate[]>>>;
type Page = ReturnType<typeof useTripOfPage>;

/** The problem a failed call leaves on its row (the request layer has toasted it already). */
function problemOf(e: unknown): Problem {
  if (e instanceof RequestError && e.body?.key) {
    const r = e.body.result;
    return { key: e.body.key, params: r && typeof r === 'object' && !Array.isArray(r) ? (r as Record<string, unknown>) : undefined };
  }
  return { key: 'error.unknown' };
}

/** Runs one command (warnings confirmed, duty verdicts asked): the new trip, or the row's problem; a 412 throws. */
async function send(call: (confirmed: boolean, duty?: string) => Promise<TripDetail>): Promise<TripDetail | Problem> {
  let last: unknown = null;
  const outcome = await runCommand(async (confirmed: boolean, duty?: string) => {
    try {
      return await call(confirmed, duty);
    } catch (e) {
      last = e;
      throw e;
    }
  });
  if (outcome.ok) return outcome.value;
  if (outcome.failure.kind === 'stale') throw Object.assign(new Error('stale'), { stale: true });
  return outcome.failure.kind === 'declined' ? { key: 'tripPlan.declined' } : problemOf(last);
}
const isProblem = (x: TripDetail | Problem): x is Problem => !('legs' in x);

/** Picks a trip by its number (no `id` in the address). */
function TripPicker() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [hits, setHits] = useState<{ id: string; tripNumber: string }[] | null>(null);
  const search = async () => {
    const q = text.trim();
    const answer = await tripApi
      .list({ page: 1, pageSize: 20, sortProperties: 'tripNumber', sortDirection: 'desc', searchParas: { logic: 'and', conditions: q ? [{ name: 'tripNumber', op: 'like', value: q }] : [] } })
      .catch(() => null);
    setHits(answer ? answer.list.map((x) => ({ id: x.id, tripNumber: x.tripNumber })) : []);
  };
  return (
    <div className="foc-trip-form" data-testid="plan-picker">
      <h3>{t('tripPlan.title')}</h3>
      <form
        className="foc-plan__search"
        onSubmit={(e) => {
          e.preventDefault();
          void search();
        }}
      >
        <InputGroup value={text} onChange={(e) => setText(e.currentTarget.value)} placeholder={t('tripPlan.pick.placeholder')} leftIcon="search" data-testid="plan-search" />
        <Button type="submit" intent="primary" text={t('tripPlan.pick.search')} data-testid="plan-search-go" />
      </form>
      {hits === null ? (
        <NonIdealState icon="search" title={t('tripPlan.pick.hint')} />
      ) : hits.length === 0 ? (
        <NonIdealState icon="search" title={t('tripPlan.pick.none')} />
      ) : (
        <div className="foc-plan__hits">
          {hits.map((h) => (
            <Button key={h.id} text={h.tripNumber} icon="briefcase" onClick={() => navigate(`/tripPlanEdit?id=${encodeURIComponent(h.id)}`)} data-testid="plan-hit" />
          ))}
        </div>
      )}
    </div>
  );
}

export default function TripPlanEdit() {
  const page = useTripOfPage();
  if (!page.id) return <TripPicker />;
  return <PlanGrid page={page} />;
}

/** The trip's crew and each crewed seat's candidates (eligibility, overlap included), reloaded at every version. */
function useCrewOfTrip(trip: TripDetail | null) {
  const [assignments, setAssignments] = useState<SeatAssignment[]>([]);
  const [candidates, setCandidates] = useState<Candidates>({});
  const key = trip ? `${trip.id}:${trip.version}` : '';
  useEffect(() => {
    if (!trip) return;
    let live = true;
    void (async () => {
      const body = { page: 1, pageSize: 500, sortProperties: 'createTime', sortDirection: 'asc' as const, searchParas: { logic: 'and' as const, conditions: [{ name: 'tripId', op: 'eq' as const, value: trip.id }] } };
      const list = await legCrewApi.list(body).then((x) => x.list, () => []);
      const next: Candidates = {};
      if (hasAbility('schedulePilot:add')) {
        for (const l of trip.legs.filter((x) => !x.isFerry && x.aircraftId)) {
          next[l.id] = {};
          for (const seat of SEATS) next[l.id]![seat] = await legCrewApi.candidates(l.id, seat).catch(() => []);
        }
      }
      if (!live) return;
      setAssignments(list.map((a) => ({ id: a.id, legId: a.legId, crewId: a.crewId, role: a.role, status: a.status, positioning: a.positioning })));
      setCandidates(next);
    })();
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { assignments, candidates };
}

function PlanGrid({ page }: { page: Page }) {
  const { t } = useTranslation();
  const { timeType } = useSnapshot(settings);
  const { trip, setTrip, settle } = page;
  const [aircraft, setAircraft] = useState<AircraftRow[]>([]);
  const [drafts, setDrafts] = useState<Record<string, PlanRow>>({});
  const [problems, setProblems] = useState<Record<string, Problem>>({});
  const [saving, setSaving] = useState(false);
  const { assignments, candidates } = useCrewOfTrip(trip);
  const legs = useMemo(() => trip?.legs.filter((l) => !l.isFerry && l.legState !== 0) ?? [], [trip]);
  const zones = useAirportZones(legs.flatMap((l) => [l.departureIcao, l.arrivalIcao]), timeType);
  const zonesOf = useCallback((l: { departureIcao: string; arrivalIcao: string }) => ({ dep: zones[l.departureIcao] ?? null, arr: zones[l.arrivalIcao] ?? null }), [zones]);
  const saved = useMemo(() => Object.fromEntries(legs.map((l) => [l.id, rowOf(l, assignments, timeType, zonesOf(l))])), [legs, assignments, timeType, zonesOf]);
  const editable = hasAbility('tripLeg:edit');

  useEffect(() => void legApi.aircraft().then((a) => setAircraft(a.list), () => setAircraft([])), []);

  if (page.failed) return <NonIdealState icon="error" title={t('tripForm.notFound')} />;
  if (!trip) return <Spinner />;

  const rowOfLeg = (id: string) => drafts[id] ?? saved[id]!;
  const set = (legId: string, patch: Partial<PlanRow>) => {
    setDrafts((d) => ({ ...d, [legId]: { ...(d[legId] ?? saved[legId]!), ...patch } }));
    setProblems((p) => Object.fromEntries(Object.entries(p).filter(([id]) => id !== legId)));
  };
  const changed = legs.filter((l) => drafts[l.id] && rowChanged(saved[l.id]!, drafts[l.id]!));
  const invalid = changed.some((l) => Object.keys(rowErrors(drafts[l.id]!, timeType, zonesOf(l))).length > 0);

  /** Saves the changed rows one after another; a row's refusal stays on it and the next rows still go. */
  const save = async () => {
    setSaving(true);
    let current: TripDetail = trip;
    const found: Record<string, Problem> = {};
    for (const l of changed) {
      const before = saved[l.id]!;
      const after = drafts[l.id]!;
      try {
        const edit = legEditOf(before, after, timeType, zonesOf(l));
        if (edit) {
          const v = current.version;
          const answer = await send((confirmed, duty) => tripCommands.editLeg(l.id, v, edit, confirmed, duty));
          if (isProblem(answer)) {
            found[l.id] = answer;
            continue;
          }
          current = answer;
        }
        for (const c of seatChangesOf(before, after)) {
          const old = seatOf(assignments, l.id, c.seat);
          if (old) current = await legCrewApi.remove(old.id, current.version);
          if (!c.to) continue;
          const v = current.version;
          const answer = await send((_confirmed, duty) => legCrewApi.assign(l.id, v, c.to, c.seat, duty ? { dutyForceReason: duty } : {}));
          if (isProblem(answer)) {
            found[l.id] = answer;
            break;
          }
          current = answer;
        }
      } catch (e) {
        if ((e as { stale?: boolean }).stale || (e instanceof RequestError && e.status === 412)) {
          settle({ ok: false, failure: { kind: 'stale' } });
          found[l.id] = { key: 'error.dataChanged' };
          break;
        }
        found[l.id] = problemOf(e);
      }
    }
    if (current !== trip) setTrip(current);
    setProblems(found);
    // rows that went through show the trip as it is now; refused rows keep what was typed
    setDrafts((d) => Object.fromEntries(Object.entries(d).filter(([id]) => found[id])));
    setSaving(false);
    if (Object.keys(found).length === 0) toastKey('tripPlan.saved', undefined, 'success');
  };

  const tail = (id: string) => aircraft.find((a) => a.id === id)?.tailNo ?? '';
  const zoneHint = timeType === 'Local' ? t('tripScreens.zone.local') : zoneLabel(timeType);
  const refusalText = (r: { key: string; params?: Record<string, unknown> } | undefined) => (r ? t(r.key, paramsInTimeType(r.params ?? {}, timeType)) : '');
  const off = !editable || saving || page.stale;
  return (
    <div className="foc-trip-form" data-testid="trip-plan">
      <h3>
        {t('tripPlan.title')} · {trip.tripNumber}{' '}
        <Tag minimal data-testid="plan-trip-status">
          {t(`trip.tripStatus.${trip.status}`)}
        </Tag>
      </h3>
      {page.stale && <StaleCallout onReload={page.reload} />}
      <Callout icon="info-sign">{t('tripPlan.intro', { zone: zoneHint })}</Callout>
      <HTMLTable compact striped className="foc-plan__grid" data-testid="plan-grid">
        <thead>
          <tr>
            <th>{t('tripPlan.column.leg')}</th>
            <th>{t('tripPlan.column.flightNo')}</th>
            <th>{t('tripPlan.column.route')}</th>
            <th>
              {t('tripPlan.column.departure')} <span className="foc-list__zone">{zoneHint}</span>
            </th>
            <th>
              {t('tripPlan.column.arrival')} <span className="foc-list__zone">{zoneHint}</span>
            </th>
            <th>{t('tripPlan.column.aircraft')}</th>
            <th>{t('legCrew.role.pic')}</th>
            <th>{t('legCrew.role.sic')}</th>
          </tr>
        </thead>
        <tbody>
          {legs.flatMap((l) => {
            const row = rowOfLeg(l.id);
            const errs = rowErrors(row, timeType, zonesOf(l));
            const problem = problems[l.id];
            const dirty = rowChanged(saved[l.id]!, row);
            const lines = [
              <tr key={l.id} data-testid="plan-row" data-dirty={dirty ? 'true' : undefined}>
                <td>{l.legNumber}</td>
                <td>
                  <InputGroup small value={row.flightNo} disabled={off} onChange={(e) => set(l.id, { flightNo: e.currentTarget.value })} maxLength={20} data-testid="plan-flightNo" aria-label={t('tripPlan.column.flightNo')} />
                </td>
                <td className="foc-plan__route">
                  {l.departureIcao}–{l.arrivalIcao}
                </td>
                {(['departure', 'arrival'] as const).map((f) => (
                  <td key={f}>
                    <InputGroup
                      small
                      value={row[f]}
                      disabled={off}
                      intent={errs[f] ? 'danger' : undefined}
                      title={errs[f] ? t(errs[f]!) : undefined}
                      onChange={(e) => set(l.id, { [f]: e.currentTarget.value })}
                      data-testid={`plan-${f}`}
                      aria-label={t(`tripPlan.column.${f}`)}
                      placeholder="YYYY-MM-DD HH:mm"
                    />
                  </td>
                ))}
                <td>
                  <HTMLSelect value={row.aircraftId} disabled={off} onChange={(e) => set(l.id, { aircraftId: e.currentTarget.value })} data-testid="plan-aircraft" aria-label={t('tripPlan.column.aircraft')}>
                    {!row.aircraftId && <option value="">{t('tripPlan.none')}</option>}
                    {row.aircraftId && !aircraft.some((a) => a.id === row.aircraftId) && <option value={row.aircraftId}>{tail(row.aircraftId) || '—'}</option>}
                    {aircraft.map((a) => (
                      <option key={a.id} value={a.id}>
                        {a.tailNo}
                      </option>
                    ))}
                  </HTMLSelect>
                </td>
                {SEATS.map((seat) => {
                  const options = candidates[l.id]?.[seat] ?? [];
                  const mine = (c: CrewCandidate) => c.id === row[seat] || c.id === saved[l.id]![seat];
                  return (
                    <td key={seat}>
                      <HTMLSelect value={row[seat]} disabled={off || !l.aircraftId || options.length === 0} onChange={(e) => set(l.id, { [seat]: e.currentTarget.value })} data-testid={`plan-${seat}`} aria-label={t(`legCrew.role.${seat}`)}>
                        <option value="">{t('tripPlan.none')}</option>
                        {options.map((c) => (
                          <option key={c.id} value={c.id} disabled={!c.eligible && !mine(c)} title={refusalText(c.refusal)}>
                            {`${c.workNo} ${c.cnName}`}
                            {!c.eligible && !mine(c) ? ` — ${refusalText(c.refusal)}` : ''}
                          </option>
                        ))}
                      </HTMLSelect>
                    </td>
                  );
                })}
              </tr>,
            ];
            if (problem || Object.keys(errs).length > 0) {
              lines.push(
                <tr key={`${l.id}-problem`} className="foc-plan__problem" data-testid="plan-row-problem">
                  <td />
                  <td colSpan={7}>
                    <Callout intent={Intent.DANGER} compact>
                      {problem ? refusalText(problem) : Object.values(errs).map((k) => t(k)).join(' · ')}
                    </Callout>
                  </td>
                </tr>,
              );
            }
            return lines;
          })}
        </tbody>
      </HTMLTable>
      {legs.length === 0 && <NonIdealState icon="path-search" title={t('tripPlan.noLegs')} />}
      {editable && (
        <div className="foc-trip-form__footer">
          <Button intent="primary" icon="floppy-disk" text={t('tripPlan.save', { count: changed.length })} disabled={changed.length === 0 || invalid || off} loading={saving} onClick={() => void save()} data-testid="plan-save" />
          <Button icon="undo" text={t('tripPlan.discard')} disabled={changed.length === 0 || saving} onClick={() => (setDrafts({}), setProblems({}))} data-testid="plan-discard" />
        </div>
      )}
    </div>
  );
}
