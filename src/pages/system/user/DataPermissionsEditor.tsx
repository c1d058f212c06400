import { Button, HTMLSelect, InputGroup, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../api/http';
import { systemUserApi } from '../../../api/systemUsers';
import { toastKey } from '../../../app/toaster';
import type { DataGrant } from '../../../contract/access';
import { DATA_DIMENSIONS, DATA_MODES, type DataDimension, type DataMode } from '../../../domain/access';
import type { UserDetailProps } from './UserDetailFrame';

/** One dimension as the form holds it: '' follows the roles. */
type Row = { mode: DataMode | ''; values: string };
type Rows = Record<DataDimension, Row>;

const emptyRows = (): Rows => Object.fromEntries(DATA_DIMENSIONS.map((d) => [d, { mode: '', values: '' }])) as Rows;

/** The form's rows → the grants sent (dimensions that follow the roles are left out). */
export function grantsOf(rows: Rows): DataGrant[] {
  return DATA_DIMENSIONS.filter((d) => rows[d].mode !== '').map((d) => ({
    dimension: d,
    mode: rows[d].mode as DataMode,
    values: rows[d].mode === 'specific' ? [...new Set(rows[d].values.split(/[,，;；\s]+/).map((v) => v.trim()).filter(Boolean))] : [],
  }));
}

/** The user's own data permissions: per dimension, follow the roles or set none / all / specific values. */
export function DataPermissionsEditor({ user, reload }: UserDetailProps) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Rows | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    let live = true;
    systemUserApi
      .overrides(user.id)
      .then((o) => {
        if (!live) return;
        const next = emptyRows();
        for (const g of o.dataPermissions) if ((DATA_DIMENSIONS as readonly string[]).includes(g.dimension)) next[g.dimension as DataDimension] = { mode: g.mode as DataMode, values: g.values.join(', ') };
        setRows(next);
      })
      .catch(() => live && setRows(emptyRows()));
    return () => {
      live = false;
    };
  }, [user.id, user.version]);
  if (!rows) return <Spinner size={20} />;
  const set = (d: DataDimension, row: Partial<Row>) => setRows({ ...rows, [d]: { ...rows[d], ...row } });
  const save = async () => {
    setSaving(true);
    try {
      await systemUserApi.setDataPermissions(user.id, { version: user.version, grants: grantsOf(rows) });
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
      <div className="foc-user-detail__data">
        {DATA_DIMENSIONS.map((d) => (
          <div key={d} style={{ display: 'contents' }}>
            <label htmlFor={`data-${d}`}>{t(`systemUser.data.dimension.${d}`)}</label>
            <HTMLSelect
              id={`data-${d}`}
              value={rows[d].mode}
              onChange={(e) => set(d, { mode: e.currentTarget.value as DataMode | '' })}
              options={[{ value: '', label: t('systemUser.data.inherit') }, ...DATA_MODES.map((m) => ({ value: m, label: t(`systemUser.data.mode.${m}`) }))]}
              data-testid={`data-mode-${d}`}
            />
            <InputGroup disabled={rows[d].mode !== 'specific'} placeholder={t('systemUser.data.values')} value={rows[d].values} onValueChange={(v) => set(d, { values: v })} data-testid={`data-values-${d}`} />
          </div>
        ))}
      </div>
      <div className="foc-user-detail__bar" style={{ marginTop: 10 }}>
        <Button intent="primary" icon="floppy-disk" text={t('systemUser.detail.save')} loading={saving} onClick={() => void save()} data-testid="user-data-save" />
      </div>
    </div>
  );
}
