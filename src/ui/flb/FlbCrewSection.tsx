/** The log's operating and monitoring crew: one of the company's crew or a typed name (a guest), with a role. */
import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { FlbCrewMember } from '../../api/flb';

export const CREW_ROLES = ['pic', 'sic', 'cabin', 'maintenance', 'observer', 'instructor', 'examiner'] as const;

interface Props {
  kind: 'operatingCrew' | 'monitoringCrew';
  crew: FlbCrewMember[];
  onChange: (crew: FlbCrewMember[]) => void;
  /** The company's crew (value id, label name). */
  choices: readonly { value: string; label: string }[];
  readOnly: boolean;
}

export function CrewSection({ kind, crew, onChange, choices, readOnly }: Props) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<FlbCrewMember>) => onChange(crew.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  const pick = (i: number, crewId: string) => set(i, crewId ? { crewId, name: choices.find((c) => c.value === crewId)?.label ?? '' } : { crewId: null });
  const roles = CREW_ROLES.map((r) => ({ value: r, label: t(`flbScreen.role.${r}`) }));
  return (
    <div className="foc-flb__crew" data-testid={`flb-${kind}`}>
      <div className="foc-flb__crew-title">{t(`flbScreen.crew.${kind}`)}</div>
      {crew.length === 0 && <div className="foc-flb__muted">{t('flbScreen.crew.none')}</div>}
      {crew.map((c, i) => (
        <div key={i} className="foc-flb__crew-row">
          <HTMLSelect value={c.crewId ?? ''} disabled={readOnly} onChange={(e) => pick(i, e.currentTarget.value)} aria-label={t('flbScreen.crew.member')} options={[{ value: '', label: t('flbScreen.crew.guest') }, ...choices]} data-testid="flb-crew-pick" />
          <InputGroup value={c.name} maxLength={100} readOnly={readOnly || c.crewId !== null} placeholder={t('flbScreen.crew.name')} onChange={(e) => set(i, { name: e.currentTarget.value })} data-testid="flb-crew-name" />
          <HTMLSelect value={c.role} disabled={readOnly} onChange={(e) => set(i, { role: e.currentTarget.value })} aria-label={t('flbScreen.crew.role')} options={roles} data-testid="flb-crew-role" />
          {!readOnly && <Button variant="minimal" icon="cross" aria-label={t('flbScreen.crew.remove')} onClick={() => onChange(crew.filter((_, j) => j !== i))} />}
        </div>
      ))}
      {!readOnly && crew.length < 20 && (
        <Button size="small" variant="minimal" icon="add" text={t('flbScreen.crew.add')} onClick={() => onChange([...crew, { crewId: null, name: '', role: kind === 'operatingCrew' ? (crew.length === 0 ? 'pic' : 'sic') : 'observer' }])} data-testid={`flb-${kind}-add`} />
      )}
    </div>
  );
}
