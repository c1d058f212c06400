/**
 * The crew picker of a leg and role: the leg's candidates with the rules' answers — an ineligible
 * one disabled with its refusal (a document expired, leave, a role it cannot take), warnings (a
 * document near expiry) as tags. Used by the leg crew panel and the rosters' assign dialog.
 */
import { Button, Classes, MenuItem, Tag } from '@blueprintjs/core';
import { Select } from '@blueprintjs/select';
import { useTranslation } from 'react-i18next';
import type { CrewCandidate } from '../../api/legCrew';

/** A candidate as the picker names it: work number, Chinese name (English name). */
export const candidateName = (c: Pick<CrewCandidate, 'workNo' | 'cnName' | 'enName'>) => `${c.workNo} ${c.enName ? `${c.cnName} (${c.enName})` : c.cnName}`;

export function CandidateSelect(p: { candidates: CrewCandidate[]; picked: CrewCandidate | null; onPick: (c: CrewCandidate) => void; itemTestId: string; pickerTestId: string }) {
  const { t } = useTranslation();
  return (
    <Select<CrewCandidate>
      items={p.candidates}
      itemPredicate={(q, c) => candidateName(c).toLowerCase().includes(q.trim().toLowerCase())}
      itemRenderer={(c, { handleClick, handleFocus, modifiers }) =>
        modifiers.matchesPredicate ? (
          <MenuItem
            key={c.id}
            roleStructure="listoption"
            active={modifiers.active}
            disabled={!c.eligible}
            onClick={handleClick}
            onFocus={handleFocus}
            multiline
            data-testid={p.itemTestId}
            text={
              <>
                <div>{candidateName(c)}</div>
                {c.refusal && <div className={Classes.TEXT_MUTED}>{t(c.refusal.key, c.refusal.params ?? {})}</div>}
                {c.warnings?.map((w, i) => (
                  <div key={i}>
                    <Tag minimal intent="warning" icon="warning-sign" multiline data-testid={`${p.itemTestId}-warning`}>
                      {t(w.key, w.params ?? {})}
                    </Tag>
                  </div>
                ))}
              </>
            }
          />
        ) : null
      }
      noResults={<MenuItem disabled roleStructure="listoption" text={t('legCrew.noCandidates')} />}
      onItemSelect={(c) => c.eligible && p.onPick(c)}
      popoverProps={{ minimal: true }}
    >
      <Button rightIcon="caret-down" text={p.picked ? candidateName(p.picked) : t('legCrew.pickCrew')} data-testid={p.pickerTestId} />
    </Select>
  );
}
