import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/crewRecord.json';
import zh from '../../locales/zh/crewRecord.json';
import zhtw from '../../locales/zhtw/crewRecord.json';
import { CREW_DOCUMENT_KINDS, type CrewDocument } from '../domain/crew/documents';
import { CREW_ACTIVITY_KINDS, CREW_RECORD_KEYS, checkCrewRecords, type Problem } from '../domain/crew/recordChecks';
import { EXPIRY_STATUSES } from '../domain/expiry';
import { itHasEveryUsedKey, itHasSameKeysAndPlaceholders, placeholders, type LocaleTables } from './localeChecks';

const LOCALES: LocaleTables = { zh, zhtw, en };
const SOURCES = ['src/domain/crew/documents.ts', 'src/domain/crew/recordChecks.ts'];

/** The keys the crew-record rules answer with and the labels built from their lists. */
function usedKeys(): string[] {
  const keys = new Set<string>(CREW_RECORD_KEYS);
  for (const f of SOURCES) for (const m of readFileSync(f, 'utf8').matchAll(/['`](crewRecord\.[A-Za-z]+(?:\.[A-Za-z]+)*)['`]/g)) keys.add(m[1]!);
  for (const k of CREW_DOCUMENT_KINDS) keys.add(`crewRecord.kind.${k}`);
  for (const k of CREW_ACTIVITY_KINDS) keys.add(`crewRecord.activity.${k}`);
  for (const s of EXPIRY_STATUSES) keys.add(`crewRecord.status.${s}`);
  return [...keys];
}

/** Problems of every kind the checks give, to match their params against the texts. */
function sampleProblems(): Problem[] {
  const doc = (kind: CrewDocument['kind'], dueDate: string | null, extra: Partial<CrewDocument> = {}): CrewDocument => ({ kind, typeId: kind, label: kind, number: 'N', dueDate, aircraftTypeId: kind === 'ability' ? 'T' : null, ...extra });
  const leg = { departureUtc: '2026-07-10T02:00:00Z', arrivalUtc: '2026-07-10T05:00:00Z', aircraftTypeId: 'T' };
  const crew = { id: 'c', baseZone: 'UTC' };
  const out: Problem[] = [];
  const run = (documents: CrewDocument[], role: 'pic' | 'cabin' = 'pic', leaves: Parameters<typeof checkCrewRecords>[0]['leaves'] = []) => {
    const r = checkCrewRecords({ role, crew, documents, leaves, leg, operatorKinds: ['security'] });
    out.push(...r.refusals, ...r.warnings);
  };
  run([]);
  run([], 'cabin');
  run([doc('licence', '2026-07-01'), doc('medical', '2026-07-01'), doc('ability', '2026-07-01')]);
  run([doc('licence', '2026-07-12'), doc('medical', '2026-07-12'), doc('ability', '2026-07-12', { effectiveDate: '2026-07-11' })]);
  run([doc('medical', '2026-07-12'), doc('security', '2026-07-01')], 'cabin');
  run([doc('medical', null), doc('security', '2026-07-12')], 'cabin');
  run([doc('licence', null), doc('medical', null), doc('ability', null)], 'pic', CREW_ACTIVITY_KINDS.map((kind) => ({ kind, fromUtc: '2026-07-10T00:00:00Z', toUtc: '2026-07-11T00:00:00Z' })));
  return out;
}

describe('crew record locales', () => {
  it('finds the keys', () => {
    expect(usedKeys()).toEqual(expect.arrayContaining(['crewRecord.error.licenceExpired', 'crewRecord.warning.medicalNearExpiry', 'crewRecord.kind.ability', 'crewRecord.activity.officialBusiness']));
  });
  itHasEveryUsedKey(LOCALES, usedKeys, 'crew-record rules');
  itHasSameKeysAndPlaceholders(LOCALES);
  it("every placeholder of a message is among the check's params", () => {
    const problems = sampleProblems();
    // every refusal and warning the checks can give today (file and English level are required by no role)
    expect(new Set(problems.map((p) => p.key)).size).toBe(15);
    for (const p of problems) {
      const text = (en as Record<string, string>)[p.key];
      expect(text, p.key).toBeDefined();
      for (const name of placeholders(text!)) expect(p.params, `${p.key} {{${name}}}`).toHaveProperty(name!);
    }
  });
});
