import { Button, Dialog, DialogBody, Tag, Tooltip } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ROLE_COLUMNS } from '../../../contract/roles';
import { hasAbility, session } from '../../../state/session';
import { settings } from '../../../state/settings';
import type { ListColumn } from '../../../ui/list/ListTable';
import { instantText, TimeCell } from '../../../ui/list/times';
import type { FieldSpec } from '../../../ui/resource/formModel';
import { ResourceList, type ResourceListConfig } from '../../../ui/resource/ResourceList';
import type { SearchSpec } from '../../../ui/resource/searchModel';
import { roleApi, type RoleView } from './roleApi';
import { RolePanelTabs, type RolePanel } from './RolePanels';
import './role.css';

const L = 'systemRole.field';
const CODE = /^[A-Za-z][A-Za-z0-9_]{1,39}$/;
const codeRule = (v: string) => (CODE.test(v) ? null : { key: 'systemRole.codeFormat' });
/** The buttons of a row: each opens the role's configuration at that panel. */
const ROW_PANELS: readonly { panel: RolePanel; icon: 'key' | 'filter' | 'people' }[] = [
  { panel: 'points', icon: 'key' },
  { panel: 'data', icon: 'filter' },
  { panel: 'users', icon: 'people' },
];

/** Roles (`system/role/RoleList`): search, paging, create / edit / delete, export, and each role's points, data permissions and users. */
export default function RoleList() {
  const { t } = useTranslation();
  const snap = useSnapshot(session);
  const { timeType } = useSnapshot(settings);
  const tt = timeType === 'Local' ? 'UTC' : timeType;
  const [open, setOpen] = useState<{ role: RoleView; panel: RolePanel } | null>(null);
  const canConfigure = hasAbility('role:list');

  const config = useMemo<ResourceListConfig<RoleView>>(() => {
    const text = (key: keyof RoleView, strong = false): ListColumn<RoleView> => ({
      key,
      header: t(`${L}.${key}`),
      sortField: key === 'note' || key === 'updateAuthor' ? undefined : key,
      cell: (r) => (strong ? <strong>{String(r[key] ?? '')}</strong> : String(r[key] ?? '')),
      text: (r) => String(r[key] ?? ''),
    });
    const columns: ListColumn<RoleView>[] = [
      text('name', true),
      text('code'),
      {
        key: 'isAdmin',
        header: t(`${L}.isAdmin`),
        sortField: 'isAdmin',
        cell: (r) => (r.isAdmin ? <Tag minimal intent="warning">{t('systemRole.value.yes')}</Tag> : t('systemRole.value.no')),
        text: (r) => t(r.isAdmin ? 'systemRole.value.yes' : 'systemRole.value.no'),
      },
      text('sortNum'),
      text('note'),
      text('updateAuthor'),
      { key: 'updateTime', header: t(`${L}.updateTime`), cell: (r) => <TimeCell iso={r.updateTime} timeType={tt} />, text: (r) => instantText(r.updateTime, tt) },
    ];
    if (canConfigure) {
      columns.unshift({
        key: 'configure',
        header: t('systemRole.configure'),
        cell: (r) => (
          <span className="foc-role-actions">
            {ROW_PANELS.map(({ panel, icon }) => (
              <Tooltip key={panel} content={t(`systemRole.panel.${panel}`)} placement="top">
                <Button size="small" variant="minimal" icon={icon} aria-label={t(`systemRole.panel.${panel}`)} onClick={() => setOpen({ role: r, panel })} data-testid={`role-open-${panel}`} />
              </Tooltip>
            ))}
          </span>
        ),
        text: () => '',
      });
    }
    const search: SearchSpec[] = [
      { name: 'name', label: `${L}.name`, kind: 'text', op: 'like' },
      { name: 'code', label: `${L}.code`, kind: 'text', op: 'like' },
    ];
    const form: FieldSpec[] = [
      { name: 'name', label: `${L}.name`, kind: 'text', required: true, maxLength: 50 },
      { name: 'code', label: `${L}.code`, kind: 'text', required: true, maxLength: 40, rule: codeRule, helper: 'systemRole.codeHint' },
      { name: 'sortNum', label: `${L}.sortNum`, kind: 'integer', min: 0, max: 9999, notNull: true, initial: '0' },
      // the admin flag grants everything: only an administrator sets it (the server refuses others)
      ...(snap.admin ? [{ name: 'isAdmin', label: `${L}.isAdmin`, kind: 'boolean' } satisfies FieldSpec] : []),
      { name: 'note', label: `${L}.note`, kind: 'textarea', maxLength: 500, wide: true },
    ];
    return {
      screen: 'systemRole',
      perm: 'role',
      noun: t('systemRole.noun'),
      fileName: t('systemRole.fileName'),
      exportUrl: '/common/v1/sysRoles/export',
      exportColumns: ROLE_COLUMNS.map((c) => c.key),
      rowKey: (r) => r.id,
      list: roleApi.list,
      sort: { field: 'sortNum', direction: 'asc' },
      columns,
      search,
      form,
      create: (body) => roleApi.create(body),
      update: (r, body) => roleApi.update(r.id, body),
      get: (r) => roleApi.get(r.id),
      remove: (rows) => roleApi.remove(rows.map((r) => r.id)),
      versionOf: (r) => r.version,
      uniqueFields: { roles_company_code_uq: 'code' },
    };
  }, [t, tt, snap.admin, canConfigure]);

  return (
    <>
      <ResourceList key={tt} config={config} />
      <Dialog
        isOpen={open !== null}
        onClose={() => setOpen(null)}
        title={open ? t('systemRole.dialogTitle', { name: open.role.name }) : ''}
        className="foc-role-dialog"
      >
        <DialogBody>
          <div data-testid="role-dialog">{open && <RolePanelTabs roleId={open.role.id} panel={open.panel} onPanel={(panel) => setOpen({ ...open, panel })} />}</div>
        </DialogBody>
      </Dialog>
    </>
  );
}
