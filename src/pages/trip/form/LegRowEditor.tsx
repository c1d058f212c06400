import { HTMLSelect, InputGroup, Intent, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleError } from '../../../domain/validation';
import { LEG_PURPOSES, OPERATION_NATURES } from '../../../domain/trip/legOptions';
import { zoneLabel } from '../../../domain/trip/time';
import { DateControl, TimeControl } from '../../../forms';
import { tripCommands, type AirportHit } from '../../../api/tripCommands';
import { instantOf, zoneOfSide, type Clock, type LegDraft, type LegErrors, type LegField } from './legDraft';
import { rememberAirports } from './airports';
import { SuggestInput } from './SuggestInput';
import { airportName } from '../../../ui/leg/format';

export interface LegRowEditorProps {
  /** Index of the row (ids and test ids: `leg-<index>-<field>`). */
  index: number;
  /** Leg number shown in the first cell. */
  legNumber: number;
  draft: LegDraft;
  /** Errors to show (already filtered by touched / submitted). */
  errors: LegErrors;
  clock: Clock;
  onChange: (patch: Partial<Pick<LegDraft, LegField>>) => void;
  onTouch: (field: LegField) => void;
  /** Row buttons (remove, insert…). */
  actions?: ReactNode;
  disabled?: boolean;
}

/** Option list of a select, keeping a value that is not in it. */
function options(values: readonly string[], current: string, label: (v: string) => string, placeholder: string) {
  const list = values.includes(current) || current === '' ? values : [current, ...values];
  return [{ value: '', label: placeholder }, ...list.map((v) => ({ value: v, label: (values.includes(v) ? label(v) : v) }))];
}

export const airportText = (h: AirportHit, lang: string) => {
  const name = airportName(h, lang);
  const city = (lang === 'zhtw' && h.twCityName) || (lang.startsWith('zh') && h.cnCityName) || h.city;
  return `${h.icao}${h.iata ? ` / ${h.iata}` : ''} — ${name}${city ? `, ${city}` : ''}`;
};

/** One leg as a table row of the trip forms: every field with its own error under it. */
export function LegRowEditor({ index, legNumber, draft, errors, clock, onChange, onTouch, actions, disabled }: LegRowEditorProps) {
  const { t, i18n } = useTranslation();
  const id = (f: LegField) => `leg-${index}-${f}`;
  const err = (f: LegField, rule: RuleError | undefined = errors[f]) =>
    rule ? (
      <div className="foc-trip-form__error" data-testid={`${id(f)}-error`}>
        {t(rule.key, rule.params ?? {})}
      </div>
    ) : null;
  const intent = (...fs: LegField[]) => (fs.some((f) => errors[f]) ? Intent.DANGER : Intent.NONE);

  const airport = (f: 'departureIcao' | 'arrivalIcao') => (
    <>
      <SuggestInput<AirportHit>
        id={id(f)}
        testId={id(f)}
        value={draft[f]}
        onChange={(text) => onChange({ [f]: text.toUpperCase() })}
        onBlur={() => onTouch(f)}
        search={async (q) => {
          const hits = await tripCommands.searchAirports(q);
          rememberAirports(hits);
          return hits;
        }}
        itemKey={(h) => h.icao}
        itemText={(h) => airportText(h, i18n.language)}
        onPick={(h) => {
          rememberAirports([h]);
          onChange({ [f]: h.icao });
          onTouch(f);
        }}
        intent={intent(f)}
        leftIcon="airplane"
        placeholder={t('tripForm.leg.airportPlaceholder')}
        ariaLabel={t(`tripForm.leg.${f}`)}
        noResults={t('tripForm.leg.noAirport')}
        disabled={disabled}
      />
      {err(f)}
    </>
  );

  const when = (side: 'departure' | 'arrival') => {
    const dateF = `${side}Date` as const;
    const timeF = `${side}Time` as const;
    const zone = zoneOfSide(draft, side, clock.airports);
    const at = instantOf(draft, side, clock) ?? Date.now();
    const localUnknown = clock.timeType === 'Local' && !zone;
    const label = localUnknown ? t('tripForm.zone.localUnknown') : clock.timeType === 'Local' ? `${zoneLabel('Local', zone, at)} ${zone}` : zoneLabel(clock.timeType);
    return (
      <>
        <div className="foc-trip-form__when">
          <DateControl
            id={id(dateF)}
            value={draft[dateF]}
            onChange={(v) => onChange({ [dateF]: v })}
            onBlur={() => onTouch(dateF)}
            intent={intent(dateF)}
            aria-label={t(`tripForm.leg.${dateF}`)}
            disabled={disabled}
          />
          <TimeControl
            id={id(timeF)}
            value={draft[timeF]}
            onChange={(v) => onChange({ [timeF]: v })}
            onBlur={() => onTouch(timeF)}
            intent={intent(timeF)}
            aria-label={t(`tripForm.leg.${timeF}`)}
            disabled={disabled}
          />
        </div>
        <Tag minimal className="foc-trip-form__zone" intent={localUnknown ? Intent.WARNING : Intent.NONE} data-testid={`${id(dateF)}-zone`}>
          {label}
        </Tag>
        {side === 'arrival' && !draft.arrivalTyped && draft.arrivalDate && <span className="foc-trip-form__auto">{t('tripForm.leg.arrivalAuto')}</span>}
        {err(dateF)}
        {err(timeF)}
      </>
    );
  };

  return (
    <tr data-testid="leg-row" data-index={index}>
      <td className="foc-trip-form__num">{legNumber}</td>
      <td>
        <HTMLSelect
          id={id('purpose')}
          value={draft.purpose}
          onChange={(e) => {
            onChange({ purpose: e.currentTarget.value });
            onTouch('purpose');
          }}
          aria-label={t('tripForm.leg.purpose')}
          disabled={disabled}
          fill
          className={errors.purpose ? 'foc-trip-form__invalid' : undefined}
          options={options(LEG_PURPOSES, draft.purpose, (v) => t(`tripForm.purpose.${v}`), t('tripForm.leg.purpose'))}
        />
        {err('purpose')}
        <HTMLSelect
          id={id('operationNature')}
          value={draft.operationNature}
          onChange={(e) => {
            onChange({ operationNature: e.currentTarget.value });
            onTouch('operationNature');
          }}
          aria-label={t('tripForm.leg.operationNature')}
          disabled={disabled}
          fill
          className={`foc-trip-form__second${errors.operationNature ? ' foc-trip-form__invalid' : ''}`}
          options={options(OPERATION_NATURES, draft.operationNature, (v) => t(`tripForm.operationNature.${v}`), t('tripForm.leg.operationNature'))}
        />
        {err('operationNature')}
      </td>
      <td className="foc-trip-form__side">
        {airport('departureIcao')}
        {when('departure')}
      </td>
      <td className="foc-trip-form__side">
        {airport('arrivalIcao')}
        {when('arrival')}
      </td>
      <td className="foc-trip-form__ete">
        <InputGroup
          id={id('ete')}
          value={draft.ete}
          onValueChange={(v) => onChange({ ete: v })}
          onBlur={() => onTouch('ete')}
          intent={intent('ete')}
          placeholder="H:mm"
          aria-label={t('tripForm.leg.ete')}
          disabled={disabled}
        />
        <span className="foc-trip-form__auto">{draft.eteTyped ? t('tripForm.leg.eteTyped') : draft.ete ? t('tripForm.leg.eteEstimated') : ''}</span>
        {err('ete')}
      </td>
      <td>
        <InputGroup
          id={id('flightNo')}
          value={draft.flightNo}
          onValueChange={(v) => onChange({ flightNo: v })}
          placeholder={t('tripForm.leg.flightNo')}
          aria-label={t('tripForm.leg.flightNo')}
          maxLength={20}
          disabled={disabled}
        />
        {err('flightNo')}
        <InputGroup
          id={id('note')}
          className="foc-trip-form__second"
          value={draft.note}
          onValueChange={(v) => onChange({ note: v })}
          placeholder={t('tripForm.leg.note')}
          aria-label={t('tripForm.leg.note')}
          maxLength={500}
          disabled={disabled}
        />
        {err('note')}
      </td>
      <td className="foc-trip-form__actions">{actions}</td>
    </tr>
  );
}

/** The header of the legs table; `timeHint` names the clock the times are typed in. */
export function LegTableHead({ timeHint }: { timeHint: string }) {
  const { t } = useTranslation();
  return (
    <thead>
      <tr>
        <th>#</th>
        <th>
          {t('tripForm.leg.purpose')} / {t('tripForm.leg.operationNature')}
        </th>
        <th>
          {t('tripForm.leg.departure')} <span className="foc-trip-form__hint">({timeHint})</span>
        </th>
        <th>
          {t('tripForm.leg.arrival')} <span className="foc-trip-form__hint">({timeHint})</span>
        </th>
        <th>{t('tripForm.leg.ete')}</th>
        <th>
          {t('tripForm.leg.flightNo')} / {t('tripForm.leg.note')}
        </th>
        <th />
      </tr>
    </thead>
  );
}
