import { Button, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastKey } from '../../../app/toaster';
import type { DataDimension } from '../../../domain/access';
import { hasAbility } from '../../../state/session';
import { DataPermissionTable } from '../../../ui/admin/DataDimensionRow';
import { grantsOf, settingsOf, type DimensionValue } from '../../../ui/admin/dataChoices';
import { roleApi } from './roleApi';
import { usePanelRole } from './usePanelRole';

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
      <DataPermissionTable settings={settings} readOnly={!canSave} onChange={setSettings} />
      {canSave && (
        <div className="foc-role-panel__actions">
          <Button intent="primary" icon="floppy-disk" text={t('systemRole.save')} loading={busy} onClick={submit} data-testid="role-data-save" />
        </div>
      )}
    </div>
  );
}
