import { readdirSync, readFileSync } from 'node:fs';
import { describe } from 'vitest';
import enDetail from '../../../locales/en/crewDetail.json';
import zhDetail from '../../../locales/zh/crewDetail.json';
import zhtwDetail from '../../../locales/zhtw/crewDetail.json';
import enJob from '../../../locales/en/pilotJob.json';
import zhJob from '../../../locales/zh/pilotJob.json';
import zhtwJob from '../../../locales/zhtw/pilotJob.json';
import enRecord from '../../../locales/en/crewRecord.json';
import zhRecord from '../../../locales/zh/crewRecord.json';
import zhtwRecord from '../../../locales/zhtw/crewRecord.json';
import enServer from '../../../locales/en/crewRecordServer.json';
import zhServer from '../../../locales/zh/crewRecordServer.json';
import zhtwServer from '../../../locales/zhtw/crewRecordServer.json';
import { CAPTAIN_RECOMMENDATIONS, CREW_ABILITIES, CREW_TRAINING_KINDS, CREW_TRAINING_RESULTS, EQUIPMENT_STATUSES, JOB_LIMITATION_TYPES, MEMBERSHIP_KINDS } from '../../domain/crew/records';
import { TIME_TYPES } from '../../domain/timeType';
import { itHasEveryUsedKey, itHasSameKeysAndPlaceholders, type LocaleTables } from '../../i18n/localeChecks';
import { CREW_TABS } from './crewTabs';

const OWN: LocaleTables = { zh: { ...zhDetail, ...zhJob }, zhtw: { ...zhtwDetail, ...zhtwJob }, en: { ...enDetail, ...enJob } };
/** The enum labels come from the crew-record namespaces. */
const ALL: LocaleTables = { zh: { ...OWN.zh, ...zhRecord, ...zhServer }, zhtw: { ...OWN.zhtw, ...zhtwRecord, ...zhtwServer }, en: { ...OWN.en, ...enRecord, ...enServer } };
const FILES = [...readdirSync('src/ui/crew').filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.')).map((f) => `src/ui/crew/${f}`), 'src/pages/crew/CrewList.tsx', 'src/pages/crew/CrewDetail.tsx', 'src/pages/crew/PilotJob.tsx'];
/** Keys used with a count: i18next reads `<key>_other` (and `_one` in English). */
const PLURALS = ['crewDetail.daysLeft', 'crewDetail.issues.title', 'crewDetail.daysOver', 'crewDetail.filter.expiringWithin', 'pilotJob.limits.button'];

/** Literal keys, `${X}.name` keys of `const X = '<namespace>…'`, the enum labels and the tab titles. */
function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const f of FILES) {
    const source = readFileSync(f, 'utf8');
    for (const m of source.matchAll(/['`]((?:crewDetail|pilotJob|crewRecord)\.[A-Za-z0-9]+(?:\.[A-Za-z0-9]+)*)['`]/g)) keys.add(m[1]!);
    for (const [, name, prefix] of source.matchAll(/const ([A-Z]) = '((?:crewDetail|pilotJob)(?:\.[A-Za-z]+)*)'/g)) {
      for (const m of source.matchAll(new RegExp(`\`\\$\\{${name}\\}\\.([A-Za-z0-9.]+)\``, 'g'))) keys.add(`${prefix}.${m[1]}`);
    }
  }
  for (const p of PLURALS) {
    keys.delete(p);
    keys.add(`${p}_other`);
  }
  // prefixes the enum helpers complete
  for (const k of ['crewRecord.ability', 'crewRecord.trainingResult', 'crewRecord.equipmentStatus', 'crewRecord.membershipKind', 'crewDetail.recommendation', 'crewDetail.crew', 'crewRecord.status', 'crewRecord.activity']) keys.delete(k);
  for (const v of CREW_ABILITIES) keys.add(`crewRecord.ability.${v}`);
  for (const v of CREW_TRAINING_RESULTS) keys.add(`crewRecord.trainingResult.${v}`);
  for (const v of CREW_TRAINING_KINDS) keys.add(`crewRecord.trainingKind.${v}`).add(`crewDetail.col.${v}Name`);
  for (const v of EQUIPMENT_STATUSES) keys.add(`crewRecord.equipmentStatus.${v}`);
  for (const v of MEMBERSHIP_KINDS) keys.add(`crewRecord.membershipKind.${v}`);
  for (const v of CAPTAIN_RECOMMENDATIONS) keys.add(`crewDetail.recommendation.${v}`);
  for (const v of JOB_LIMITATION_TYPES) keys.add(`pilotJob.limitType.${v}`);
  for (const v of TIME_TYPES) keys.add(`crewDetail.timeType.${v}`);
  for (const tab of CREW_TABS) keys.add(tab.titleKey);
  // dynamic prefixes are covered by the lists above
  return [...keys].filter((k) => !k.endsWith('.') && !['crewDetail.col', 'crewDetail.timeType', 'pilotJob.limitType', 'crewRecord.trainingKind'].includes(k));
}

describe('crew detail and pilot job locales', () => {
  itHasEveryUsedKey(ALL, usedKeys, 'crew screens');
  itHasSameKeysAndPlaceholders(OWN);
});
