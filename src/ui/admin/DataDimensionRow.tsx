import { HTMLSelect, HTMLTable, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATA_DIMENSIONS, type DataDimension } from '../../domain/access';
import { FieldControl } from '../resource/FieldControl';
import type { OptionSpec } from '../resource/formModel';
import { DIMENSION_CHOICES, type DimensionMode, type DimensionValue } from './dataChoices';
import './admin.css';

const MODES: readonly DimensionMode[] = ['unset', 'none', 'all', 'specific'];

/** One data-permission dimension (a table row): its mode, and the chosen records when specific (their list read when first needed). */
export function DataDimensionRow({
  dimension,
  value,
  onChange,
  readOnly,
  unsetLabel,
}: {
  dimension: DataDimension;
  value: DimensionValue;
  onChange: (v: DimensionValue) => void;
  readOnly: boolean;
  /** i18n key naming 'unset' where it means something else (a user's own setting: follow the roles). */
  unsetLabel?: string;
}) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<OptionSpec[] | null>(null);
  const specific = value.mode === 'specific';
  useEffect(() => {
    if (specific && options === null) void DIMENSION_CHOICES[dimension](t).then(setOptions);
  }, [specific, options, dimension, t]);
  return (
    <tr data-testid="role-data-row" data-dimension={dimension}>
      <td className="foc-role-data__dim">{t(`systemRole.dimension.${dimension}`)}</td>
      <td>
        <HTMLSelect
          value={value.mode}
          disabled={readOnly}
          onChange={(e) => onChange({ mode: e.currentTarget.value as DimensionMode, values: value.values })}
          options={MODES.map((m) => ({ value: m, label: t(m === 'unset' && unsetLabel ? unsetLabel : `systemRole.mode.${m}`) }))}
          aria-label={t(`systemRole.dimension.${dimension}`)}
          data-testid="role-data-mode"
        />
      </td>
      <td className="foc-role-data__values">
        {specific &&
          (options === null ? (
            <Spinner size={16} />
          ) : (
            <FieldControl
              spec={{ name: `values-${dimension}`, label: 'systemRole.values', kind: 'multiSelect', options }}
              value={value.values}
              onChange={(v) => onChange({ mode: 'specific', values: Array.isArray(v) ? v : [] })}
              onBlur={() => undefined}
              error={null}
              readOnly={readOnly}
            />
          ))}
      </td>
    </tr>
  );
}

/** Every dimension of a data-permission setting in one table (roles and users). */
export function DataPermissionTable({
  settings,
  onChange,
  readOnly,
  unsetLabel,
}: {
  settings: Record<DataDimension, DimensionValue>;
  onChange: (next: Record<DataDimension, DimensionValue>) => void;
  readOnly: boolean;
  unsetLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <HTMLTable compact className="foc-role-data">
      <thead>
        <tr>
          <th>{t('systemRole.dimensionHeader')}</th>
          <th>{t('systemRole.modeHeader')}</th>
          <th>{t('systemRole.values')}</th>
        </tr>
      </thead>
      <tbody>
        {DATA_DIMENSIONS.map((d) => (
          <DataDimensionRow key={d} dimension={d} value={settings[d]} readOnly={readOnly} unsetLabel={unsetLabel} onChange={(v) => onChange({ ...settings, [d]: v })} />
        ))}
      </tbody>
    </HTMLTable>
  );
}
