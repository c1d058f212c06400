import { Tab, Tabs } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { PermissionKind } from '../../../domain/access';
import { DataPermissionPanel } from './DataPermissionPanel';
import { PermissionPanel } from './PermissionPanel';
import { RoleUsersPanel } from './RoleUsersPanel';
import './role.css';

export const ROLE_PANELS = ['points', 'data', 'users', 'mobile', 'interface'] as const;
export type RolePanel = (typeof ROLE_PANELS)[number];

const MOBILE_KINDS = [PermissionKind.appMenu, PermissionKind.appData];
const INTERFACE_KINDS = [PermissionKind.interface];

/** One panel of a role: every point, data permissions, users, app points or interface points. */
export function RolePanelView({ roleId, panel }: { roleId: string; panel: RolePanel }) {
  switch (panel) {
    case 'points':
      return <PermissionPanel roleId={roleId} />;
    case 'data':
      return <DataPermissionPanel roleId={roleId} />;
    case 'users':
      return <RoleUsersPanel roleId={roleId} />;
    case 'mobile':
      return <PermissionPanel roleId={roleId} kinds={MOBILE_KINDS} />;
    case 'interface':
      return <PermissionPanel roleId={roleId} kinds={INTERFACE_KINDS} />;
  }
}

/** The role's panels as tabs (the role list's configuration dialog). */
export function RolePanelTabs({ roleId, panel, onPanel }: { roleId: string; panel: RolePanel; onPanel: (p: RolePanel) => void }) {
  const { t } = useTranslation();
  return (
    <Tabs id="role-panels" selectedTabId={panel} onChange={(id) => onPanel(id as RolePanel)} renderActiveTabPanelOnly large={false}>
      {ROLE_PANELS.map((p) => (
        <Tab key={p} id={p} title={t(`systemRole.panel.${p}`)} panel={<RolePanelView roleId={roleId} panel={p} />} data-testid={`role-tab-${p}`} />
      ))}
    </Tabs>
  );
}
