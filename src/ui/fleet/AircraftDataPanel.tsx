import { Button } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { aircraftApi, aircraftTypeApi, customerApi, type AircraftRow, type AircraftTypeRow, type CustomerRow } from '../../api/resources';
import { hasAbility, session } from '../../state/session';
import { settings } from '../../state/settings';
import { valuesFromRow, type FieldSpec } from '../resource/formModel';
import { ResourceForm } from '../resource/ResourceForm';
import { useChoices } from '../resource/useChoices';
import { aircraftFormCheck, aircraftFormFields } from './aircraftForm';
import type { AircraftTabProps } from './aircraftTabTypes';
import './fleet.css';

const typeLabel = (r: AircraftTypeRow) => (r.name && r.name !== r.code ? `${r.code} ${r.name}` : r.code);
const customerLabel = (r: CustomerRow) => r.name;

interface Section {
  title: string;
  fields: FieldSpec[];
}

/** The fields grouped under their section headings. */
function sectionsOf(fields: readonly FieldSpec[]): Section[] {
  const out: Section[] = [];
  for (const f of fields) {
    if (f.section || out.length === 0) out.push({ title: f.section ?? '', fields: [] });
    out[out.length - 1]!.fields.push(f);
  }
  return out;
}

/** The aircraft's whole record, read-only in the form's sections, with an edit button for editors. */
export function AircraftDataPanel({ aircraft, onChanged }: AircraftTabProps) {
  const { t } = useTranslation();
  useSnapshot(session);
  const { unitSystem } = useSnapshot(settings);
  const types = useChoices(aircraftTypeApi, typeLabel, 'code');
  const customers = useChoices(customerApi, customerLabel, 'name');
  const [editing, setEditing] = useState(false);
  const fields = useMemo(() => aircraftFormFields(t, { types: types.options, customers: customers.options }, unitSystem), [t, types, customers, unitSystem]);
  const values = valuesFromRow(fields, aircraft);

  const shown = (f: FieldSpec): string => {
    const v = values[f.name];
    if (f.kind === 'boolean') return t(v === true ? 'resources.value.yes' : 'resources.value.no');
    if (typeof v !== 'string' || v === '') return '—';
    if (f.kind === 'select') return f.options?.find((o) => String(o.value) === v)?.label ?? v;
    return f.unit ? `${Number(v).toLocaleString('en-US', { maximumFractionDigits: f.scale ?? 0 })} ${f.unit}` : v;
  };

  return (
    <div className="foc-aircraft-data" data-testid="aircraft-data">
      {hasAbility('aircraft:edit') && (
        <div className="foc-aircraft-data__actions">
          <Button intent="primary" icon="edit" text={t('resources.list.edit')} onClick={() => setEditing(true)} data-testid="aircraft-edit" />
        </div>
      )}
      {sectionsOf(fields).map((s) => (
        <section key={s.title} className="foc-aircraft-data__section">
          {s.title && <h4>{t(s.title)}</h4>}
          <dl>
            {s.fields.map((f) => (
              <div key={f.name} className={f.wide ? 'foc-aircraft-data__wide' : undefined}>
                <dt>{t(f.label)}</dt>
                <dd data-testid={`data-${f.name}`}>{shown(f)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {editing && (
        <ResourceForm<AircraftRow>
          title={t('resources.form.editTitle', { noun: t('resources.aircraft.noun') })}
          fields={fields}
          mode="update"
          row={aircraft}
          versionOf={(r) => r.version}
          save={(body) => aircraftApi.update(aircraft.id, body)}
          reload={(r) => aircraftApi.get(r.id)}
          uniqueFields={{ aircraft_company_tail_uq: 'tailNo' }}
          check={aircraftFormCheck}
          onClose={() => setEditing(false)}
          onSaved={(row) => {
            setEditing(false);
            onChanged?.(row);
          }}
        />
      )}
    </div>
  );
}
