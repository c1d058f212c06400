/** The ability, training and examination tabs of the crew detail. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { crewAbilityApi, crewTrainingApi, pilotJobApi, type CrewAbilityRow, type CrewTrainingRow, type PilotJobRow } from '../../api/crewRecords';
import { aircraftTypeApi, type AircraftTypeRow } from '../../api/resources';
import { CREW_ABILITIES, CREW_TRAINING_RESULTS, type CrewTrainingKind } from '../../domain/crew/records';
import { EXPIRY_STATUSES } from '../../domain/expiry';
import type { ListColumn } from '../list/ListTable';
import type { FieldSpec } from '../resource/formModel';
import { enumOptions, enumText } from '../resource/labels';
import type { ResourceListConfig } from '../resource/ResourceList';
import type { SearchSpec } from '../resource/searchModel';
import { useChoices } from '../resource/useChoices';
import { CREW_ABILITY_COLUMNS, CREW_TRAINING_COLUMNS } from '../../contract/crewRecordColumns';
import { auditColumns, D, plain, recordBase, statusColumn, type CrewRef } from './recordBase';

const typeCode = (r: AircraftTypeRow) => r.code;

/** A dated record without a due date shows no status. */
const dated = <T extends { dueDate: string | null }>(column: ListColumn<T>): ListColumn<T> => ({ ...column, cell: (r) => (r.dueDate ? column.cell(r) : ''), text: (r) => (r.dueDate ? column.text(r) : '') });

export function useAbilityConfig(crew: CrewRef): ResourceListConfig<CrewAbilityRow> {
  const { t, i18n } = useTranslation();
  const types = useChoices(aircraftTypeApi, typeCode, 'code');
  const jobLabel = (r: PilotJobRow) => (i18n.language === 'en' && r.nameEn ? r.nameEn : r.name);
  const jobs = useChoices(pilotJobApi, jobLabel, 'sortNum');
  return useMemo(() => {
    const abilities = enumOptions(t, 'crewRecord.ability', CREW_ABILITIES);
    const abilityText = (r: CrewAbilityRow) => enumText(t, 'crewRecord.ability', r.ability);
    const columns: ListColumn<CrewAbilityRow>[] = [
      { key: 'aircraftTypeCode', header: t(`${D}.col.aircraftType`), cell: (r) => <strong>{r.aircraftTypeCode ?? ''}</strong>, text: (r) => r.aircraftTypeCode ?? '' },
      { key: 'ability', header: t(`${D}.col.ability`), sortField: 'ability', cell: abilityText, text: abilityText },
      dated(statusColumn(t)),
      plain(t, 'rules', `${D}.col.rules`),
      { key: 'pilotJobName', header: t(`${D}.col.pilotJob`), cell: (r) => r.pilotJobName ?? '', text: (r) => r.pilotJobName ?? '' },
      plain(t, 'authDate', `${D}.col.authDate`),
      plain(t, 'dueDate', `${D}.col.dueDate`),
      plain(t, 'abilityLevel', `${D}.col.abilityLevel`, false),
      ...auditColumns<CrewAbilityRow>(t),
    ];
    const search: SearchSpec[] = [
      { name: 'aircraftTypeId', label: `${D}.col.aircraftType`, kind: 'select', options: types.options },
      { name: 'ability', label: `${D}.col.ability`, kind: 'select', options: abilities },
      { name: 'status', label: `${D}.col.status`, kind: 'select', options: enumOptions(t, 'crewRecord.status', EXPIRY_STATUSES) },
    ];
    const form: FieldSpec[] = [
      { name: 'aircraftTypeId', label: `${D}.col.aircraftType`, kind: 'select', required: true, options: types.options },
      { name: 'ability', label: `${D}.col.ability`, kind: 'select', required: true, options: abilities },
      { name: 'rules', label: `${D}.col.rules`, kind: 'text', maxLength: 30 },
      { name: 'pilotJobId', label: `${D}.col.pilotJob`, kind: 'select', options: jobs.options },
      { name: 'authDate', label: `${D}.col.authDate`, kind: 'date' },
      { name: 'dueDate', label: `${D}.col.dueDate`, kind: 'date' },
      { name: 'abilityLevel', label: `${D}.col.abilityLevel`, kind: 'text', maxLength: 20 },
      { name: 'note', label: `${D}.col.note`, kind: 'textarea', maxLength: 500, wide: true },
    ];
    return {
      ...recordBase({ screen: 'crewAbility', resource: 'ability', api: crewAbilityApi, crew, right: 'licence', noun: t('crewRecord.kind.ability'), fileName: `${crew.label} ${t('crewRecord.kind.ability')}` }),
      sort: { field: 'dueDate', direction: 'asc' },
      exportColumns: CREW_ABILITY_COLUMNS.map((c) => c.key),
      columns,
      search,
      form,
    };
  }, [t, types, jobs, crew]);
}

/** Training records (`training`, right `crewDetail:training`) and examinations (`exam`, right `crewDetail:exam`). */
export function useTrainingConfig(crew: CrewRef, kind: CrewTrainingKind): ResourceListConfig<CrewTrainingRow> {
  const { t } = useTranslation();
  const types = useChoices(aircraftTypeApi, typeCode, 'code');
  return useMemo(() => {
    const results = enumOptions(t, 'crewRecord.trainingResult', CREW_TRAINING_RESULTS);
    const resultText = (r: CrewTrainingRow) => enumText(t, 'crewRecord.trainingResult', r.result);
    const noun = t(`crewRecord.trainingKind.${kind}`);
    const columns: ListColumn<CrewTrainingRow>[] = [
      { key: 'name', header: t(`${D}.col.${kind}Name`), sortField: 'name', cell: (r) => <strong>{r.name}</strong>, text: (r) => r.name },
      { key: 'aircraftTypeCode', header: t(`${D}.col.aircraftType`), cell: (r) => r.aircraftTypeCode ?? '', text: (r) => r.aircraftTypeCode ?? '' },
      plain(t, 'startDate', `${D}.col.startDate`),
      plain(t, 'endDate', `${D}.col.endDate`),
      { key: 'result', header: t(`${D}.col.result`), sortField: 'result', cell: resultText, text: resultText },
      plain(t, 'score', `${D}.col.score`, false),
      plain(t, 'instructor', `${D}.col.instructor`),
      plain(t, 'dueDate', `${D}.col.nextDueDate`),
      dated(statusColumn(t)),
      ...auditColumns<CrewTrainingRow>(t),
    ];
    const search: SearchSpec[] = [
      { name: 'name', label: `${D}.col.${kind}Name`, kind: 'text', op: 'like', width: 140 },
      { name: 'result', label: `${D}.col.result`, kind: 'select', options: results },
      { name: 'startFrom', field: 'startDate', label: `${D}.search.from`, kind: 'date', op: 'ge' },
      { name: 'startTo', field: 'startDate', label: `${D}.search.to`, kind: 'date', op: 'le' },
    ];
    const form: FieldSpec[] = [
      { name: 'name', label: `${D}.col.${kind}Name`, kind: 'text', required: true, maxLength: 100 },
      { name: 'aircraftTypeId', label: `${D}.col.aircraftType`, kind: 'select', options: types.options },
      { name: 'startDate', label: `${D}.col.startDate`, kind: 'date', required: true },
      { name: 'endDate', label: `${D}.col.endDate`, kind: 'date' },
      { name: 'result', label: `${D}.col.result`, kind: 'select', options: results },
      { name: 'score', label: `${D}.col.score`, kind: 'text', maxLength: 20 },
      { name: 'instructor', label: `${D}.col.instructor`, kind: 'text', maxLength: 50 },
      { name: 'dueDate', label: `${D}.col.nextDueDate`, kind: 'date' },
      { name: 'note', label: `${D}.col.note`, kind: 'textarea', maxLength: 500, wide: true },
    ];
    return {
      ...recordBase({ screen: `crewTraining-${kind}`, resource: 'training', api: crewTrainingApi, crew, right: kind, kind, noun, fileName: `${crew.label} ${noun}` }),
      sort: { field: 'startDate', direction: 'desc' },
      exportColumns: CREW_TRAINING_COLUMNS.map((c) => c.key),
      columns,
      search,
      form,
    };
  }, [t, types, crew, kind]);
}
