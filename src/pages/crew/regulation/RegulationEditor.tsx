/**
 * A regulation in a dialog. A built-in preset opens read-only with the rule behind each number and
 * its sources; the company's own regulation (a copy of a preset) may only be tightened: every
 * number shows the preset's value, a looser one is marked red before anything is sent (policy.ts
 * `loosenings`), and the server's `regulationLoosens` refusal marks the cells it names.
 */
import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, HTMLSelect, InputGroup, NonIdealState, Spinner, Tag, TextArea } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { regulationApi, type Loosening, type RegulationInput, type RegulationRow } from '../../../api/dutyTime';
import { RequestError } from '../../../api/http';
import { toastKey } from '../../../app/toaster';
import { DK } from '../../../domain/dutyTime/api';
import { copyOfPreset, loosenings } from '../../../domain/dutyTime/policy';
import { PRESET_KEYS, type PresetKey, type Regulation } from '../../../domain/dutyTime/regulation';
import type { RuleError } from '../../../domain/validation';
import { FormField } from '../../../forms';
import { byPath, candidateOf, editFields, getAt, initialTexts, looseningsOf, looseValueText, textOf } from './regulationForm';
import { AugmentedTable, BasicFdpTable, CumulativeTable, Field, FlightTimeTable, Section, useCitation, type FieldView } from './RegulationTables';
import '../../../ui/dutyGuard/dutyTime.css';

export type EditorOpen = { mode: 'create'; basedOn: PresetKey } | { mode: 'edit' | 'view'; id: string };

export interface RegulationEditorProps {
  open: EditorOpen;
  /** The user may change the company's regulations (`regulation:edit`, `regulation:add` on create). */
  canWrite: boolean;
  /** Offered on a preset: open a new copy of it (`regulation:add`). */
  onCopy?: (basedOn: PresetKey) => void;
  onClose: () => void;
  onSaved: () => void;
}

interface Loaded {
  base: Regulation;
  preset: Regulation;
  row: RegulationRow | null;
}

const NAME_MAX = 100;

export function RegulationEditor({ open, canWrite, onCopy, onClose, onSaved }: RegulationEditorProps) {
  const { t } = useTranslation();
  const cite = useCitation();
  const creating = open.mode === 'create';
  const [basedOn, setBasedOn] = useState<PresetKey>(creating ? open.basedOn : 'CCAR-121');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [name, setName] = useState('');
  const [enabled, setEnabled] = useState(true);
  const [note, setNote] = useState('');
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [serverLoose, setServerLoose] = useState<Loosening[]>([]);
  /** The server's `regulationShape` refusal: the paths it names (empty: none). */
  const [shapeRefused, setShapeRefused] = useState<string[] | null>(null);
  const [nameRefused, setNameRefused] = useState<RuleError | null>(null);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);

  const target = creating ? basedOn : open.id;
  useEffect(() => {
    let live = true;
    setLoaded(null);
    setFailed(false);
    regulationApi.get(target).then(
      (d) => {
        if (!live) return;
        const copyName = t('dutyTime.editor.copyName', { name: d.regulation.name });
        const base = creating ? copyOfPreset(d.regulation, copyName, 'new') : d.regulation;
        const preset = creating ? d.regulation : d.preset;
        setLoaded({ base, preset, row: creating ? null : d });
        setName(creating ? copyName : d.name);
        setEnabled(creating ? true : d.enabled);
        setNote(creating ? '' : (d.note ?? ''));
        if (!creating && d.basedOn) setBasedOn(d.basedOn);
        setTexts(initialTexts(base, editFields(base)));
        setServerLoose([]);
        setShapeRefused(null);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // the dialog reads its regulation once per target; the language does not change while it is open
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, creating]);

  const builtIn = !!loaded?.row?.builtIn;
  const readOnly = open.mode === 'view' || builtIn || !canWrite;
  const fields = useMemo(() => (loaded ? editFields(loaded.base) : []), [loaded]);
  const kinds = useMemo(() => Object.fromEntries(fields.map((f) => [f.path, f.kind])), [fields]);
  const candidate = useMemo(() => (loaded ? candidateOf(loaded.base, fields, texts, name) : null), [loaded, fields, texts, name]);
  const ownLoose = useMemo(() => (loaded && candidate && !readOnly ? loosenings(loaded.preset, candidate.regulation) : []), [loaded, candidate, readOnly]);
  const loose = useMemo(() => byPath([...serverLoose, ...ownLoose]), [serverLoose, ownLoose]);
  const unplaced = Object.values(loose).filter((l) => !(l.path in kinds));
  const nameError = tried && !name.trim() ? { key: 'validation.required' } : nameRefused;

  const view: FieldView = {
    readOnly,
    hints: !builtIn,
    text: (p) => texts[p] ?? '',
    set: (p, v) => {
      setTexts((cur) => ({ ...cur, [p]: v }));
      setServerLoose((cur) => (cur.some((l) => l.path === p) ? cur.filter((l) => l.path !== p) : cur));
    },
    kind: (p) => kinds[p],
    presetText: (p) => (loaded ? textOf(kinds[p] ?? 'duration', getAt(loaded.preset, p)) : ''),
    loose: (p) => loose[p],
    error: (p) => candidate?.errors[p],
  };

  const save = async () => {
    setTried(true);
    if (!loaded || !candidate || readOnly) return;
    const invalid = Object.keys(candidate.errors).length > 0;
    if (!name.trim() || invalid) return toastKey('dutyTime.editor.fixErrors', undefined, 'warning');
    if (Object.keys(loose).length > 0) return toastKey(DK.regulationLoosens, undefined, 'danger');
    const body: RegulationInput = { name: name.trim(), basedOn, enabled, note: note.trim() || null, regulation: { ...candidate.regulation, basedOn } };
    setSaving(true);
    try {
      if (open.mode === 'create') await regulationApi.create(body);
      else await regulationApi.update(open.id, { ...body, version: loaded.row!.version });
      toastKey('success.save', undefined, 'success');
      onSaved();
    } catch (e) {
      if (!(e instanceof RequestError)) throw e;
      // the request layer has told the user; mark what the server names
      if (e.body?.key === DK.regulationLoosens) setServerLoose(looseningsOf(e.body.result) ?? []);
      if (e.body?.key === DK.regulationShape) setShapeRefused(((e.body.result as { paths?: unknown } | null)?.paths as string[] | undefined) ?? []);
      const nameField = e.fields?.name;
      // a name in use answers 409 with the field's key (an untranslated one reads as the duplicate error)
      if (nameField) setNameRefused(t(nameField.key) !== nameField.key ? { key: nameField.key, params: nameField.params } : { key: 'error.duplicate' });
    } finally {
      setSaving(false);
    }
  };

  const title = creating ? t('dutyTime.editor.createTitle') : builtIn ? t('dutyTime.editor.presetTitle', { name: loaded?.row?.name ?? '' }) : readOnly ? t('dutyTime.editor.viewTitle') : t('dutyTime.editor.editTitle');
  const reg = candidate?.regulation ?? loaded?.base;

  return (
    <Dialog isOpen onClose={onClose} title={title} className="foc-reg-editor" canOutsideClickClose={false}>
      <DialogBody>
        {failed && <NonIdealState icon="error" title={t('dutyTime.editor.loadFailed')} />}
        {!failed && (!loaded || !reg) && <Spinner size={24} />}
        {loaded && reg && (
          <>
            {builtIn && (
              <Callout intent="primary" icon="book" data-testid="reg-preset-note">
                {t('dutyTime.editor.presetNote')}
              </Callout>
            )}
            {(unplaced.length > 0 || shapeRefused) && (
              <Callout intent="danger" data-testid="reg-unplaced" style={{ marginTop: 8 }}>
                {shapeRefused && (
                  <div>
                    {t(DK.regulationShape)} {shapeRefused.join(', ')}
                  </div>
                )}
                {unplaced.map((l) => (
                  <div key={l.path}>
                    {t('dutyTime.editor.looserAt', { path: l.path, value: looseValueText(undefined, l.value) ?? '—', preset: looseValueText(undefined, l.preset) ?? t('dutyTime.editor.notAllowed') })}
                  </div>
                ))}
              </Callout>
            )}
            <Section title={t('dutyTime.editor.general')}>
              <div className="foc-reg-fields">
                <FormField label={t('dutyTime.regulation.name')} required error={nameError}>
                  <InputGroup
                    value={name}
                    readOnly={readOnly}
                    maxLength={NAME_MAX}
                    onValueChange={(v) => {
                      setName(v);
                      setNameRefused(null);
                    }}
                    style={{ width: 260 }}
                    data-testid="reg-name"
                  />
                </FormField>
                <FormField label={t('dutyTime.regulation.basedOn')} required={creating} helperText={creating ? t('dutyTime.editor.basedOnHelper') : undefined}>
                  {creating ? (
                    <HTMLSelect value={basedOn} onChange={(e) => setBasedOn(e.currentTarget.value as PresetKey)} options={PRESET_KEYS.map((k) => ({ value: k, label: k }))} data-testid="reg-based-on" />
                  ) : (
                    <Tag minimal large>
                      {loaded.row?.basedOn ?? loaded.row?.id}
                    </Tag>
                  )}
                </FormField>
                <FormField label={t('dutyTime.regulation.enabled')}>
                  <Checkbox checked={enabled} disabled={readOnly} onChange={(e) => setEnabled(e.currentTarget.checked)} label={t('dutyTime.regulation.enabled')} data-testid="reg-enabled" />
                </FormField>
              </div>
              <FormField label={t('dutyTime.regulation.note')}>
                <TextArea fill rows={2} value={note} readOnly={readOnly} maxLength={500} onChange={(e) => setNote(e.currentTarget.value)} data-testid="reg-note" />
              </FormField>
              <div className="foc-reg-fields">
                <Field view={view} path="warningRatio" label={t('dutyTime.regulation.warningRatio')} unit="%" />
                <Field view={view} path="alertMinutes" label={t('dutyTime.regulation.alertHours')} unit={t('dutyTime.unit.hours')} />
                <Field view={view} path="preparationMinutes" label={t('dutyTime.editor.preparation')} unit={t('dutyTime.unit.minutes')} />
                <Field view={view} path="finishingMinutes" label={t('dutyTime.editor.finishing')} unit={t('dutyTime.unit.minutes')} />
              </div>
            </Section>
            <Section title={t('dutyTime.editor.rest')} citation={reg.rest.citation}>
              <div className="foc-reg-fields">
                <Field view={view} path="rest.minBeforeFdpMinutes" label={t('dutyTime.editor.minRest')} unit="H:MM" />
                {reg.rest.minAtHomeBaseMinutes !== undefined && <Field view={view} path="rest.minAtHomeBaseMinutes" label={t('dutyTime.editor.minRestHome')} unit="H:MM" />}
                {reg.rest.periodic && (
                  <Field view={view} path="rest.periodic.minConsecutiveMinutes" label={t('dutyTime.editor.periodicRest', { hours: reg.rest.periodic.windowMinutes / 60 })} unit="H:MM" />
                )}
              </div>
              {reg.rest.periodic && <p className="foc-reg-cite">{cite(reg.rest.periodic.citation)}</p>}
              {reg.rest.atLeastPrecedingDuty && <p className="foc-reg-cite">{t('dutyTime.editor.atLeastPrecedingDuty')}</p>}
            </Section>
            <BasicFdpTable reg={reg} view={view} />
            {reg.fdp.extension && (
              <Section title={t('dutyTime.editor.extension')} citation={'addMinutes' in reg.fdp.extension ? reg.fdp.extension.citation : reg.fdp.extension.table.citation}>
                {'addMinutes' in reg.fdp.extension && (
                  <div className="foc-reg-fields">
                    <Field view={view} path="fdp.extension.addMinutes" label={t('dutyTime.editor.extensionAdd')} unit="H:MM" />
                  </div>
                )}
              </Section>
            )}
            <FlightTimeTable reg={reg} view={view} />
            <AugmentedTable reg={reg} view={view} />
            <CumulativeTable reg={reg} view={view} />
            <OtherRules reg={reg} />
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {builtIn && onCopy && loaded?.row && <Button icon="duplicate" text={t('dutyTime.regulation.copy')} onClick={() => onCopy(loaded.row!.id as PresetKey)} data-testid="reg-copy" />}
            <Button text={t(readOnly ? 'dutyTime.editor.close' : 'dutyTime.editor.cancel')} onClick={onClose} data-testid="reg-cancel" />
            {!readOnly && <Button intent="primary" icon="floppy-disk" text={t('dutyTime.editor.save')} loading={saving} disabled={!loaded} onClick={() => void save()} data-testid="reg-save" />}
          </>
        }
      />
    </Dialog>
  );
}

/** The rules without numbers to tighten here: WOCL, acclimatisation, the other tables, and the sources. */
function OtherRules({ reg }: { reg: Regulation }) {
  const { t } = useTranslation();
  const cite = useCitation();
  const acc = reg.acclimatisation;
  return (
    <Section title={t('dutyTime.editor.otherRules')}>
      <ul className="foc-reg-sources" data-testid="reg-other-rules">
        <li>
          {t('dutyTime.editor.wocl', { from: reg.wocl.from, to: reg.wocl.to })} — <span className="foc-reg-cite">{cite(reg.wocl.citation)}</span>
        </li>
        <li>
          {t(`dutyTime.editor.acclimatisation.${acc.kind}`)} — <span className="foc-reg-cite">{cite(acc.citation)}</span>
        </li>
        {reg.fdp.unknown && (
          <li>
            {t('dutyTime.editor.unknownTable')} — <span className="foc-reg-cite">{cite(reg.fdp.unknown.citation)}</span>
          </li>
        )}
        {reg.fdp.unknownWithFrm && (
          <li>
            {t('dutyTime.editor.unknownFrmTable')} — <span className="foc-reg-cite">{cite(reg.fdp.unknownWithFrm.citation)}</span>
          </li>
        )}
        {reg.fdp.notAcclimatisedReduction && (
          <li>
            {t('dutyTime.editor.notAcclimatisedReduction', { minutes: reg.fdp.notAcclimatisedReduction.minutes })} — <span className="foc-reg-cite">{cite(reg.fdp.notAcclimatisedReduction.citation)}</span>
          </li>
        )}
        <li>{t(reg.positioningCountsAsSector ? 'dutyTime.editor.positioningSector' : 'dutyTime.editor.positioningNotSector')}</li>
      </ul>
      <Section title={t('dutyTime.editor.sources')}>
        <ul className="foc-reg-sources" data-testid="reg-sources">
          {reg.sources.map((s, i) => (
            <li key={i}>{s}</li>
          ))}
        </ul>
      </Section>
    </Section>
  );
}
