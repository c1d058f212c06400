import { Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** The two registration steps (requirements S5): fill in the application, finish. */
export function StepBar({ step }: { step: 1 | 2 }) {
  const { t } = useTranslation();
  const steps = [t('page.register.step1'), t('page.register.step2')];
  return (
    <ol className="foc-steps" aria-label={t('page.register.steps')}>
      {steps.map((label, i) => {
        const n = i + 1;
        const state = n < step ? 'done' : n === step ? 'current' : 'todo';
        return (
          <li key={label} className={`foc-steps__item foc-steps__item--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="foc-steps__dot">{state === 'done' ? <Icon icon="tick" size={14} /> : n}</span>
            <span className="foc-steps__label">{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
