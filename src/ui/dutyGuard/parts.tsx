/**
 * Pieces the duty-time screens share: the verdict / level tag (pass green, warning red, failure
 * purple: requirements D9 "at 80 % red, at or above the limit purple"), the regulation picker
 * with the company's default chosen, and the crew pickers (pilots by default).
 */
import { Button, HTMLSelect, MenuItem, Tag } from '@blueprintjs/core';
import { MultiSelect, Select } from '@blueprintjs/select';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { regulationApi, type RegulationRow } from '../../api/dutyTime';
import { crewApi, CREW_TYPES, type CrewRow } from '../../api/resources';
import type { Level } from '../../domain/dutyTime/check';
import type { RuleError } from '../../domain/validation';
import { FormField } from '../../forms';
import './dutyTime.css';

export type Verdict = 'pass' | 'warning' | 'fail';

/** A level or verdict as a coloured tag. */
export function LevelTag({ level, testId = 'duty-level' }: { level: Level; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag minimal={level === 'info'} intent={level === 'pass' ? 'success' : level === 'warning' ? 'danger' : 'none'} className={`foc-duty-level foc-duty-level--${level}`} data-level={level} data-testid={testId}>
      {t(`dutyTime.level.${level}`)}
    </Tag>
  );
}

/** CSS class of a figure coloured by its level (text only, for table cells). */
export const levelClass = (level: Level) => `foc-duty-text--${level}`;

/** The head cells of a table of check items (the check screen and the duty dialog). */
export function ItemHeads() {
  const { t } = useTranslation();
  return (
    <>
      {(['check', 'rule', 'limit', 'actual', 'margin', 'level'] as const).map((k) => (
        <th key={k}>{t(`dutyTime.item.${k}`)}</th>
      ))}
    </>
  );
}

/** The crew member's display name: Chinese name, with the English one when there is one. */
export const crewName = (c: { cnName: string; enName: string | null }) => (c.enName ? `${c.cnName} (${c.enName})` : c.cnName);

/** Enabled regulations for the pickers, and the company's default (else the first). */
export function useRegulations() {
  const [rows, setRows] = useState<RegulationRow[]>([]);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    regulationApi
      .listQuiet({ page: 1, pageSize: 200 })
      .then((a) => live && setRows(a.list.filter((r) => r.enabled || r.isDefault)))
      .catch(() => undefined)
      .finally(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, []);
  const defaultId = rows.find((r) => r.isDefault)?.id ?? rows[0]?.id ?? '';
  return { rows, defaultId, loaded };
}

interface PickerFrame {
  error?: RuleError | null;
}

export function RegulationPicker({ rows, value, onChange, error }: { rows: readonly RegulationRow[]; value: string; onChange: (id: string) => void } & PickerFrame) {
  const { t } = useTranslation();
  const label = (r: RegulationRow) => `${r.name}${r.isDefault ? ` · ${t('dutyTime.regulation.default')}` : ''}`;
  return (
    <FormField label={t('dutyTime.form.regulation')} required error={error}>
      <HTMLSelect
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-label={t('dutyTime.form.regulation')}
        data-testid="duty-regulation"
        options={[{ value: '', label: t('dutyTime.form.choose') }, ...rows.map((r) => ({ value: r.id, label: label(r) }))]}
      />
    </FormField>
  );
}

/** Crew members of a type (all types for ''), up to 500, quietly. */
export function useCrewChoices(crewType: string): CrewRow[] {
  const [rows, setRows] = useState<CrewRow[]>([]);
  useEffect(() => {
    let live = true;
    const conditions = crewType ? [{ name: 'crewType', op: 'eq' as const, value: crewType }] : [];
    crewApi
      .listQuiet({ page: 1, pageSize: 500, sortProperties: 'workNo', sortDirection: 'asc', ...(conditions.length ? { searchParas: { logic: 'and' as const, conditions } } : {}) })
      .then((a) => live && setRows(a.list))
      .catch(() => live && setRows([]));
    return () => {
      live = false;
    };
  }, [crewType]);
  return rows;
}

/** Pilots, cabin crew, maintenance or all: the crew pickers' filter. */
export function CrewTypeFilter({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  return (
    <FormField label={t('resources.crew.crewType')}>
      <HTMLSelect
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-label={t('resources.crew.crewType')}
        data-testid="duty-crew-type"
        options={[{ value: '', label: t('resources.list.all', { what: t('resources.crew.crewType') }) }, ...CREW_TYPES.map((c) => ({ value: c, label: t(`resources.crewType.${c}`) }))]}
      />
    </FormField>
  );
}

const matches = (q: string, c: CrewRow) => `${c.workNo} ${c.cnName} ${c.enName ?? ''}`.toLowerCase().includes(q.trim().toLowerCase());

/** One crew member (the duty-period check). */
export function CrewPicker({ crews, value, onChange, error }: { crews: readonly CrewRow[]; value: string; onChange: (id: string) => void } & PickerFrame) {
  const { t } = useTranslation();
  const picked = crews.find((c) => c.id === value);
  return (
    <FormField label={t('dutyTime.form.crew')} required error={error}>
      <Select<CrewRow>
        items={[...crews]}
        itemPredicate={matches}
        itemRenderer={(c, { handleClick, handleFocus, modifiers }) =>
          modifiers.matchesPredicate ? (
            <MenuItem key={c.id} roleStructure="listoption" active={modifiers.active} selected={c.id === value} onClick={handleClick} onFocus={handleFocus} text={`${c.workNo} ${crewName(c)}`} data-testid="duty-crew-option" />
          ) : null
        }
        noResults={<MenuItem disabled roleStructure="listoption" text={t('dutyTime.form.noCrew')} />}
        onItemSelect={(c) => onChange(c.id)}
        popoverProps={{ minimal: true }}
      >
        <Button endIcon="caret-down" text={picked ? `${picked.workNo} ${crewName(picked)}` : t('dutyTime.form.pickCrew')} data-testid="duty-crew" intent={error ? 'danger' : 'none'} />
      </Select>
    </FormField>
  );
}

/** Several crew members (the reports: at most 200). */
export function CrewMultiPicker({ crews, value, onChange, error, max }: { crews: readonly CrewRow[]; value: readonly string[]; onChange: (ids: string[]) => void; max: number } & PickerFrame) {
  const { t } = useTranslation();
  const chosen = useMemo(() => new Set(value), [value]);
  const flip = (c: CrewRow) => {
    if (chosen.has(c.id)) onChange(value.filter((id) => id !== c.id));
    else if (value.length < max) onChange([...value, c.id]);
  };
  return (
    <FormField label={t('dutyTime.form.crews')} required error={error} className="foc-duty-form__crews">
      <div data-testid="duty-crews">
        <MultiSelect<CrewRow>
          fill
          items={[...crews]}
          selectedItems={crews.filter((c) => chosen.has(c.id))}
          placeholder={t('dutyTime.form.pickCrews', { max })}
          itemPredicate={matches}
          itemRenderer={(c, { handleClick, handleFocus, modifiers }) =>
            modifiers.matchesPredicate ? (
              <MenuItem key={c.id} roleStructure="listoption" active={modifiers.active} selected={chosen.has(c.id)} onClick={handleClick} onFocus={handleFocus} text={`${c.workNo} ${crewName(c)}`} data-testid="duty-crews-option" />
            ) : null
          }
          noResults={<MenuItem disabled roleStructure="listoption" text={t('dutyTime.form.noCrew')} />}
          onItemSelect={flip}
          onRemove={(c) => onChange(value.filter((id) => id !== c.id))}
          tagRenderer={(c) => `${c.workNo} ${c.cnName}`}
          tagInputProps={{ intent: error ? 'danger' : 'none' }}
          popoverProps={{ minimal: true }}
          resetOnSelect
        />
      </div>
      {crews.length > 0 && (
        <Button size="small" variant="minimal" text={t('dutyTime.form.allShown', { count: Math.min(crews.length, max) })} onClick={() => onChange(crews.slice(0, max).map((c) => c.id))} data-testid="duty-crews-all" />
      )}
    </FormField>
  );
}
