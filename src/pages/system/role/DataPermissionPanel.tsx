import { Button, HTMLSelect, HTMLTable, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastKey } from '../../../app/toaster';
import { DATA_DIMENSIONS, type DataDimension } from '../../../domain/access';
import { hasAbility } from '../../../state/session';
import { FieldControl } from '../../../ui/resource/FieldControl';
import type { OptionSpec } from '../../../ui/resource/formModel';
import { DIMENSION_CHOICES, grantsOf, settingsOf, type DimensionMode, type DimensionValue } from './dataChoices';
import { roleApi } from './roleApi';
import { usePanelRole } from './usePanelRole';

const MODES: readonly DimensionMode[] = ['unset', 'none', 'all', 'specific'];

/** One dimension: its mode, and the chosen records when specific (their list read when first needed). */
function DimensionRow({ dimension, value, onChange, readOnly }: { dimension: DataDimension; value: DimensionValue; onChange: (v: DimensionValue) => void; readOnly: boolean }) {
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
          options={MODES.map((m) => ({ value: m, label: t(`systemRole.mode.${m}`) }))}
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

/** The role's data permissions, dimension by dimension: not restricted, none, all, or chosen records. */
export function DataPermissionPanel({ roleId }: { roleId: string }) {
  const { t } = useTranslation();
  const { role, busy, save } = usePanelRole(roleId);
  const [settings, setSettings] = useState<Record<DataDimension, DimensionValue> | null>(null);
  const canSave = hasAbility('role:permission');
  useEffect(() => {
    if (role) setSettings(settingsOf(role.dataPermissions));
  }, [role]);
  if (!role || !settings) return <Spinner size={30} />;

  const submit = () => {
    const grants = grantsOf(settings);
    void save(
      (version) => roleApi.setDataPermissions(roleId, version, grants),
      (r, version) => ({ ...r, version, dataPermissions: grants }),
    ).then((done) => done && toastKey('systemRole.saved', undefined, 'success'));
  };

  return (
    <div className="foc-role-panel" data-testid="role-data">
      <p className="foc-role-panel__note">{t('systemRole.dataHint')}</p>
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
            <DimensionRow key={d} dimension={d} value={settings[d]} readOnly={!canSave} onChange={(v) => setSettings({ ...settings, [d]: v })} />
          ))}
        </tbody>
      </HTMLTable>
      {canSave && (
        <div className="foc-role-panel__actions">
          <Button intent="primary" icon="floppy-disk" text={t('systemRole.save')} loading={busy} onClick={submit} data-testid="role-data-save" />
        </div>
      )}
    </div>
  );
}
