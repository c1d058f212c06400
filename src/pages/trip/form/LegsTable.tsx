import { HTMLTable } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { zoneLabel } from '../../../domain/trip/time';
import { LegRowEditor, LegTableHead } from './LegRowEditor';
import type { LegDraft } from './legDraft';
import type { LegDraftsState } from './useLegDrafts';

/** The clock hint of the time columns: 'UTC', 'UTC+8' or 'Local (airport)'. */
export function useTimeHint(legs: LegDraftsState): string {
  const { t } = useTranslation();
  return legs.timeType === 'Local' ? t('tripForm.zone.localHint') : `${t(`forms.timeType.${legs.timeType}`)} ${zoneLabel(legs.timeType)}`;
}

/** The rows of a leg form as a table; `actions` gives each row's buttons, `firstNumber` its leg number. */
export function LegsTable({ legs, actions, firstNumber = 1, disabled }: { legs: LegDraftsState; actions?: (index: number, draft: LegDraft) => ReactNode; firstNumber?: number; disabled?: boolean }) {
  const hint = useTimeHint(legs);
  return (
    <div className="foc-trip-form__table-wrap">
      <HTMLTable compact className="foc-trip-form__table" data-testid="legs-editor">
        <LegTableHead timeHint={hint} />
        <tbody>
          {legs.drafts.map((d, i) => (
            <LegRowEditor
              key={d.key}
              index={i}
              legNumber={firstNumber + i}
              draft={d}
              errors={legs.shownErrors(i)}
              clock={legs.clock}
              onChange={(patch) => legs.change(i, patch)}
              onTouch={(f) => legs.touch(i, f)}
              actions={actions?.(i, d)}
              disabled={disabled}
            />
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
