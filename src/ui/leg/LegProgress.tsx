import { Callout, Card, H5, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { labelKey, LegState, type LegFacts, type TripFacts } from '../../domain/trip';
import { currentStepIndex, LEG_STEPS, nextStep, readinessChecklist, stepsDone } from '../../domain/trip/legDetail';
import { useRefusalText } from './format';

interface Props {
  trip: TripFacts<LegFacts>;
  index: number;
}

/** The step bar (evaluation → landing), the readiness checklist and what blocks the next step. */
export function LegProgress({ trip, index }: Props) {
  const { t } = useTranslation();
  const refusalText = useRefusalText();
  const leg = trip.legs[index]!;
  const done = stepsDone(leg);
  const current = currentStepIndex(leg);
  const cancelled = leg.state === LegState.cancelled;
  const next = nextStep(trip, index);

  return (
    <Card className="foc-leg__progress" data-testid="leg-progress">
      <ol className="foc-leg__steps" data-testid="leg-steps">
        {LEG_STEPS.map((s, i) => {
          const status = done[s] ? 'done' : i === current && !cancelled ? 'current' : 'todo';
          return (
            <li key={s} className={`foc-leg__step foc-leg__step--${status}`} data-step={s} data-status={status}>
              <Icon icon={status === 'done' ? 'tick-circle' : status === 'current' ? 'circle-arrow-right' : 'circle'} size={18} />
              <span>{t(`legDetail.step.${s}`)}</span>
            </li>
          );
        })}
      </ol>
      <div className="foc-leg__readiness">
        <H5>{t('legDetail.readiness.title')}</H5>
        <ul className="foc-leg__checklist" data-testid="leg-checklist">
          {readinessChecklist(leg).map((e) => (
            <li key={e.item} data-item={e.item} data-done={e.done ? 'yes' : 'no'}>
              <Icon icon={e.done ? 'tick' : e.item === 'airworthiness' && e.airworthiness === 'unairworthy' ? 'error' : 'cross'} intent={e.done ? 'success' : e.airworthiness === 'unairworthy' ? 'danger' : 'none'} />
              <span>{t(`legDetail.readiness.${e.item}`)}</span>
              {e.item === 'airworthiness' && e.airworthiness && <span className="foc-leg__muted">({t(labelKey('airworthiness', e.airworthiness))})</span>}
            </li>
          ))}
        </ul>
      </div>
      {next && (
        <Callout
          compact
          className="foc-leg__next"
          intent={next.refusal ? 'warning' : 'primary'}
          icon={next.refusal ? 'warning-sign' : 'info-sign'}
          data-testid="leg-next"
          data-step={next.step}
        >
          <strong>{t('legDetail.next.title', { step: t(`legDetail.step.${next.step}`) })}</strong>{' '}
          <span data-testid="leg-next-reason">{next.refusal ? refusalText(next.refusal) : t('legDetail.next.possible')}</span>
        </Callout>
      )}
      {!next && !cancelled && (
        <Callout compact intent="success" icon="tick" data-testid="leg-next">
          {t('legDetail.next.flown')}
        </Callout>
      )}
    </Card>
  );
}
