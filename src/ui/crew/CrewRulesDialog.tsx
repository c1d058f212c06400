/** The operator's crew-record rules: whether a required document with no record refuses an assignment or warns. */
import { Button, Callout, Radio, RadioGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { crewSettingsApi } from '../../api/crewRecords';
import type { CrewSettings } from '../../contract/crewRecords';
import { CREW_DOCUMENT_CHECKS } from '../../domain/crew/records';
import { hasAbility } from '../../state/session';
import { useDialogSave } from '../fleet/FaultDialogs';
import { CommandDialog } from '../leg/LegDialogs';

function CrewRulesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [v, setV] = useState<CrewSettings | null>(null);
  const { busy, refusal, save: run } = useDialogSave(onClose);
  useEffect(() => {
    void crewSettingsApi.get().then(setV, onClose);
    // once, when the dialog opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <CommandDialog isOpen title={t('crewDetail.rules.title')} onClose={onClose} busy={busy} canSubmit={!!v} onSubmit={() => run(() => crewSettingsApi.save(v!))} testId="crew-rules">
      {refusal && <Callout intent="danger" compact>{refusal}</Callout>}
      {v && (
        <RadioGroup label={t('crewDetail.rules.documentCheck')} selectedValue={v.documentCheck} onChange={(e) => setV({ ...v, documentCheck: e.currentTarget.value as CrewSettings['documentCheck'] })}>
          {CREW_DOCUMENT_CHECKS.map((c) => (
            <Radio key={c} value={c} data-testid={`crew-rules-${c}`} labelElement={<span><strong>{t(`crewDetail.rules.check.${c}`)}</strong> — {t(`crewDetail.rules.checkHint.${c}`)}</span>} />
          ))}
        </RadioGroup>
      )}
      <Callout compact icon="info-sign">{t('crewDetail.rules.expired')}</Callout>
    </CommandDialog>
  );
}

/** The toolbar button that opens the rules (for those who may change crew documents). */
export function CrewRulesButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!hasAbility('crewDetail:licence')) return null;
  return (
    <>
      <Button icon="settings" variant="minimal" text={t('crewDetail.rules.open')} onClick={() => setOpen(true)} data-testid="crew-rules-open" />
      {open && <CrewRulesDialog onClose={() => setOpen(false)} />}
    </>
  );
}
