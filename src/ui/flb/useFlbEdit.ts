/**
 * The state of the FLB edit screen: the log, its form (and the form it started from), the live
 * checks (the domain's rules on what is typed), the server's refusals, and the commands: save,
 * confirm (saving first; a flight over 12 hours asks and sends confirmLong), recheck, redraft.
 */
import { useTranslation } from 'react-i18next';
import { useEffect, useMemo, useState } from 'react';
import { flbApi, type FlbDetail, type FlbSettings } from '../../api/flb';
import { RequestError } from '../../api/http';
import { airportApi } from '../../api/resources';
import { toastKey } from '../../app/toaster';
import type { UnitSystem } from '../../domain/fleet/units';
import type { FlbProblem } from '../../domain/flb/rules';
import type { TimeType } from '../../domain/timeType';
import type { RuleError } from '../../domain/validation/types';
import { confirm } from '../../forms';
import { askLongFlight, recheckLog } from './flbCommands';
import { checkForm, computedDurations, followTimes, formOf, liveOrigins, messageParams, readForm, serverProblems, updateBody, type FlbForm, type TimeFrame } from './flbView';

export type Problem = Pick<FlbProblem, 'field' | 'params'> & { key: string };

const FORMAT_KEY = (field: string) => (/Minutes|minutes/.test(field) ? 'flbScreen.format.duration' : field.endsWith('Utc') ? 'flbScreen.format.time' : 'flbScreen.format.number');

export function useFlbEdit(logId: string, timeType: TimeType, units: UnitSystem) {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<FlbDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const [zones, setZones] = useState<{ departure: string | null; arrival: string | null } | null>(null);
  const [settings, setSettings] = useState<FlbSettings | null>(null);
  const [forms, setForms] = useState<{ initial: FlbForm; form: FlbForm } | null>(null);
  const [server, setServer] = useState<Problem[]>([]);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    flbApi.get(logId).then(
      (d) => live && setDetail(d),
      () => live && setFailed(true),
    );
    flbApi.settings().then(
      (s) => live && setSettings(s),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [logId]);

  // the airports' zones (Local time type: OUT/OFF at the departure, ON/IN at the arrival)
  const dep = detail?.departureIcao;
  const arr = detail?.arrivalIcao;
  useEffect(() => {
    if (!dep || !arr) return;
    let live = true;
    const zone = (icao: string) => airportApi.get(icao).then((a) => a.timeZone || null, () => null);
    void Promise.all([zone(dep), zone(arr)]).then(([departure, arrival]) => live && setZones({ departure, arrival }));
    return () => {
      live = false;
    };
  }, [dep, arr]);

  const frame: TimeFrame = useMemo(() => ({ timeType, departureZone: zones?.departure ?? null, arrivalZone: zones?.arrival ?? null }), [timeType, zones]);
  const ready = detail !== null && (zones !== null || timeType !== 'Local');
  const formKey = `${detail?.id}:${detail?.version}:${timeType}:${zones?.departure}:${zones?.arrival}:${units}`;
  useEffect(() => {
    if (!ready || !detail) return;
    const initial = formOf(detail, frame, units);
    setForms({ initial, form: initial });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formKey, ready]);

  const load = (d: FlbDetail) => {
    setServer([]);
    setDetail(d);
  };

  const live = useMemo(() => {
    if (!detail || !forms) return null;
    const read = readForm(forms.form, forms.initial, detail, frame, units);
    const check = checkForm(read, detail, forms.form, false, settings?.allowIncomplete ?? false);
    return { read, check, origins: liveOrigins(read, detail), computed: computedDurations(read.figures, detail.flightTimeBasis) };
  }, [detail, forms, frame, units, settings]);

  const problems: Problem[] = live ? [...live.read.invalid.map((field) => ({ field, key: FORMAT_KEY(field) })), ...live.check.problems, ...server] : server;
  const error = (field: string): RuleError | null => {
    const p = problems.find((x) => x.field === field);
    return p ? { key: p.key, params: messageParams(p.params, timeType) } : null;
  };
  const patch = (p: Partial<FlbForm>) => {
    setServer([]);
    setForms((f) => (f && detail ? { ...f, form: followTimes(f.form, { ...f.form, ...p }, f.initial, detail, frame, units) } : f));
  };
  const dirty = !!forms && !!detail && live !== null && updateBody(forms.form, forms.initial, live.read, detail) !== null;

  /** Runs a write; a refusal's problems show under the fields. */
  const run = async (name: string, work: () => Promise<FlbDetail | null>): Promise<FlbDetail | null> => {
    setBusy(name);
    try {
      const d = await work();
      if (d) load(d);
      return d;
    } catch (e) {
      if (e instanceof RequestError) {
        setServer(serverProblems(e.body?.result));
        if (e.status === 412) void flbApi.get(logId).then(load, () => undefined);
        return null;
      }
      throw e;
    } finally {
      setBusy(null);
    }
  };

  /** Saves what changed (after the checks); the new log, the unchanged one when nothing changed, null when refused. */
  const saveNow = async (): Promise<FlbDetail | null> => {
    if (!detail || !forms || !live) return null;
    const body = updateBody(forms.form, forms.initial, live.read, detail);
    if (!body) return detail;
    if (live.read.invalid.length > 0 || live.check.problems.length > 0) {
      toastKey('flbScreen.fixProblems', undefined, 'warning');
      return null;
    }
    if (live.check.longFlight && body.flightMinutes !== undefined) {
      if (!(await askLongFlight(t, live.read.figures.flightMinutes))) return null;
      body.confirmLong = true;
    }
    return flbApi.update(detail.id, body);
  };

  const save = () =>
    run('save', async () => {
      const d = await saveNow();
      if (d && d !== detail) toastKey('success.save', undefined, 'success');
      return d === detail ? null : d;
    });

  const confirmNow = () =>
    run('confirm', async () => {
      if (!detail || !live || !forms) return null;
      const full = checkForm(live.read, detail, forms.form, true, settings?.allowIncomplete ?? false);
      if (live.read.invalid.length > 0 || full.problems.length > 0) {
        setServer(full.problems);
        toastKey('flbScreen.fixProblems', undefined, 'warning');
        return null;
      }
      const message = full.incomplete ? t('flbScreen.confirm.incomplete') : t('flbScreen.confirm.message', { leg: `${detail.tripNumber}-${detail.legNumber}` });
      const long = full.longFlight;
      if (long ? !(await askLongFlight(t, live.read.figures.flightMinutes)) : !(await confirm({ title: t('flbScreen.confirm.title'), message, intent: 'primary' }))) return null;
      const saved = await saveNow();
      if (!saved) return null;
      const d = await flbApi.confirm(saved.id, { version: saved.version, ...(long ? { confirmLong: true } : {}) });
      toastKey('flbScreen.confirm.done', undefined, 'success');
      return d;
    });

  const recheck = () => run('recheck', () => (detail ? recheckLog(t, detail) : Promise.resolve(null)));
  const redraft = () =>
    run('redraft', async () => {
      if (!detail || !(await confirm({ title: t('flbScreen.redraft.title'), message: t('flbScreen.redraft.message') }))) return null;
      const d = await flbApi.redraft(detail.id, detail.version);
      toastKey('flbScreen.redraft.done', undefined, 'success');
      return d;
    });
  const reset = () => setForms((f) => (f ? { ...f, form: f.initial } : f));
  /** New rules: the log again (its flight-time basis) and the rules for the checks. */
  const rulesSaved = (s: FlbSettings) => {
    setSettings(s);
    void flbApi.get(logId).then(load, () => undefined);
  };

  return { detail, failed, zones: zones ?? { departure: null, arrival: null }, frame, settings, rulesSaved, forms, live, error, patch, dirty, busy, save, confirm: confirmNow, recheck, redraft, reset, serverProblems: server };
}
