import { FormGroup, HTMLSelect, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { roleApi, type RoleView } from './roleApi';
import { RolePanelView, type RolePanel } from './RolePanels';
import './role.css';

/**
 * A role's panel as a screen of its own (the menu's role detail entries): the role comes from
 * `?id=` or is chosen in the list above the panel.
 */
function RoleScreen({ panel }: { panel: RolePanel }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [roles, setRoles] = useState<RoleView[] | null>(null);
  const wanted = params.get('id');

  useEffect(() => {
    void roleApi.listQuiet({ page: 1, pageSize: 500, sortProperties: 'sortNum', sortDirection: 'asc' }).then(
      (a) => setRoles(a.list),
      () => setRoles([]),
    );
  }, []);

  if (!roles) return <Spinner size={30} />;
  if (roles.length === 0) return <NonIdealState icon="people" title={t('systemRole.noRoles')} />;
  const roleId = roles.some((r) => r.id === wanted) ? wanted! : roles[0]!.id;
  return (
    <div className="foc-role-page" data-testid={`role-screen-${panel}`}>
      <div className="foc-role-page__bar">
        <FormGroup inline label={t('systemRole.chooseRole')} labelFor="role-screen-choice">
          <HTMLSelect
            id="role-screen-choice"
            value={roleId}
            onChange={(e) => setParams({ id: e.currentTarget.value }, { replace: true })}
            options={roles.map((r) => ({ value: r.id, label: `${r.name} (${r.code})` }))}
            data-testid="role-screen-choice"
          />
        </FormGroup>
        <h3 className="bp6-heading">{t(`systemRole.panel.${panel}`)}</h3>
      </div>
      <RolePanelView key={roleId} roleId={roleId} panel={panel} />
    </div>
  );
}

/** `system/role/RoleDataAuthority` and `system/role/RoleDataPermission`: the role's data permissions. */
export const RoleDataAuthority = () => <RoleScreen panel="data" />;
export const RoleDataPermission = () => <RoleScreen panel="data" />;
/** `system/role/RoleAssignUser`: the role's users. */
export const RoleAssignUser = () => <RoleScreen panel="users" />;
/** `system/role/RoleMobilePermission`: app menu and app data points. */
export const RoleMobilePermission = () => <RoleScreen panel="mobile" />;
/** `system/role/RoleInterfacePermission`: interface points. */
export const RoleInterfacePermission = () => <RoleScreen panel="interface" />;
