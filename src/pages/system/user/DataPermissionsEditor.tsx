import { Button, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../api/http';
import { systemUserApi } from '../../../api/systemUsers';
import { toastKey } from '../../../app/toaster';
import type { DataDimension } from '../../../domain/access';
import { DataPermissionTable } from '../../../ui/admin/DataDimensionRow';
import { grantsOf, settingsOf, type DimensionValue } from '../../../ui/admin/dataChoices';
import type { UserDetailProps } from './UserDetailFrame';

type Settings = Record<DataDimension, DimensionValue>;

/**
 * The user's own data permissions: per dimension, follow the roles ('unset'), or none / all / records
 * chosen from the company's own (customers, types, aircraft, crew, airports) — as the role screen picks them.
 */
export function DataPermissionsEditor({ user, reload }: UserDetailProps) {
  const { t } = useTranslation();
  const [settings, setSettings] = useState<Settings | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    let live = true;
    systemUserApi
      .overrides(user.id)
      .then((o) => live && setSettings(settingsOf(o.dataPermissions)))
      .catch(() => live && setSettings(settingsOf([])));
    return () => {
      live = false;
    };
  }, [user.id, user.version]);
  if (!settings) return <Spinner size={20} />;
  const save = async () => {
    setSaving(true);
    try {
      await systemUserApi.setDataPermissions(user.id, { version: user.version, grants: grantsOf(settings) });
      toastKey('systemUser.detail.saved', undefined, 'success');
      await reload();
    } catch (e) {
      if (!(e instanceof RequestError)) throw e; // the request layer has told the user
    } finally {
      setSaving(false);
    }
  };
  return (
    <div data-testid="user-data-permissions">
      <DataPermissionTable settings={settings} readOnly={false} unsetLabel="systemUser.data.inherit" onChange={setSettings} />
      <div className="foc-user-detail__bar" style={{ marginTop: 10 }}>
        <Button intent="primary" icon="floppy-disk" text={t('systemUser.detail.save')} loading={saving} onClick={() => void save()} data-testid="user-data-save" />
      </div>
    </div>
  );
}
