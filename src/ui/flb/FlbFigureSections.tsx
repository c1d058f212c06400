/** The edit form's other figures: night, landings, mileage, engines, APU, fuel (with its live check), passengers and owner. */
import { InputGroup, Switch, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { UnitSystem } from '../../domain/fleet/units';
import { FormField } from '../../forms';
import { FUELS, mileageUnit, type FlbForm } from './flbView';
import { OriginTag } from './OriginTag';
import type { SectionProps } from './FlbTimeSections';

function Text({ label, field, value, onChange, readOnly, error, placeholder, unit, children }: { label: string; field: string; value: string; onChange: (v: string) => void; readOnly: boolean; error: SectionProps['error']; placeholder?: string; unit?: string; children?: React.ReactNode }) {
  return (
    <div className="foc-flb__cell">
      <FormField label={label} error={error(field)}>
        <InputGroup value={value} name={field} placeholder={placeholder} readOnly={readOnly} onChange={(e) => onChange(e.currentTarget.value)} data-testid={`flb-${field}`} rightElement={unit ? <Tag minimal>{unit}</Tag> : undefined} />
      </FormField>
      {children}
    </div>
  );
}

export function FiguresSection({ form, patch, error, origins, readOnly, units }: SectionProps & { units: UnitSystem }) {
  const { t } = useTranslation();
  return (
    <div className="foc-flb__grid foc-flb__grid--5">
      <Text label={t('flbScreen.field.nightMinutes')} field="nightMinutes" value={form.night} placeholder="H:MM" readOnly={readOnly} error={error} onChange={(night) => patch({ night })}>
        <OriginTag origin={origins.nightMinutes} kind="minutes" testId="flb-origin-nightMinutes" />
      </Text>
      <Text label={t('flb.column.landings')} field="landings" value={form.landings} readOnly={readOnly} error={error} onChange={(landings) => patch({ landings })}>
        <OriginTag origin={origins.landings} kind="count" testId="flb-origin-landings" />
      </Text>
      <Text label={t('flbScreen.field.mileage')} field="mileageKm" value={form.mileage} unit={mileageUnit(units)} readOnly={readOnly} error={error} onChange={(mileage) => patch({ mileage })}>
        <OriginTag origin={origins.mileageKm} kind="km" testId="flb-origin-mileageKm" />
      </Text>
      <Text label={t('flb.column.paxNum')} field="paxNum" value={form.paxNum} readOnly={readOnly} error={error} onChange={(paxNum) => patch({ paxNum })} />
      <div className="foc-flb__cell foc-flb__switches">
        <Switch checked={form.ownerUse} disabled={readOnly} label={t('flbScreen.field.ownerUse')} onChange={(e) => patch({ ownerUse: e.currentTarget.checked })} data-testid="flb-ownerUse" />
        <Switch checked={form.ownerPay} disabled={readOnly} label={t('flbScreen.field.ownerPay')} onChange={(e) => patch({ ownerPay: e.currentTarget.checked })} data-testid="flb-ownerPay" />
      </div>
    </div>
  );
}

/** Engine minutes and cycles for the installed engines; the APU when the aircraft has one. */
export function EnginesSection({ form, patch, error, readOnly, detail }: SectionProps) {
  const { t } = useTranslation();
  if (detail.installedEngines.length === 0 && !detail.hasApu) return null;
  const setEngine = (p: string, e: Partial<{ time: string; cycles: string }>) => patch({ engines: { ...form.engines, [p]: { time: '', cycles: '', ...form.engines[p as keyof FlbForm['engines']], ...e } } });
  return (
    <div className="foc-flb__grid foc-flb__grid--4">
      {detail.installedEngines.map((p) => (
        <div key={p} className="foc-flb__pair" data-testid={`flb-engine-${p}`}>
          <Text label={t('flbScreen.engine.time', { engine: t(`flbScreen.engine.${p}`) })} field={`engines.${p}.minutes`} placeholder="H:MM" value={form.engines[p]?.time ?? ''} readOnly={readOnly} error={error} onChange={(time) => setEngine(p, { time })} />
          <Text label={t('flbScreen.engine.cycles', { engine: t(`flbScreen.engine.${p}`) })} field={`engines.${p}.cycles`} value={form.engines[p]?.cycles ?? ''} readOnly={readOnly} error={error} onChange={(cycles) => setEngine(p, { cycles })} />
        </div>
      ))}
      {detail.hasApu && (
        <div className="foc-flb__pair" data-testid="flb-apu">
          <Text label={t('flbScreen.apu.time')} field="apuMinutes" placeholder="H:MM" value={form.apuTime} readOnly={readOnly} error={error} onChange={(apuTime) => patch({ apuTime })} />
          <Text label={t('flbScreen.apu.cycles')} field="apuCycles" value={form.apuCycles} readOnly={readOnly} error={error} onChange={(apuCycles) => patch({ apuCycles })} />
        </div>
      )}
    </div>
  );
}

/** Fuel in the aircraft's unit; the rules' problems show under the fields as they are typed. */
export function FuelSection({ form, patch, error, readOnly, detail }: SectionProps) {
  const { t } = useTranslation();
  return (
    <div className="foc-flb__grid foc-flb__grid--5">
      {FUELS.map((f) => (
        <Text key={f} label={t(`flbScreen.fuel.${f}`)} field={f} value={form.fuel[f]} unit={detail.fuelUnit} readOnly={readOnly} error={error} onChange={(v) => patch({ fuel: { ...form.fuel, [f]: v } })} />
      ))}
    </div>
  );
}
