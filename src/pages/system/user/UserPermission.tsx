import { H5, Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataPermissionsEditor } from './DataPermissionsEditor';
import { OverridesEditor } from './OverridesEditor';
import { UserDetailFrame } from './UserDetailFrame';

/** A user's custom permissions (`system/user/UserPermission`, ?id=<userId>): grants and revokes over the roles as a tree by kind, and the user's own data permissions. */
export default function UserPermission() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'general' | 'data'>('general');
  return (
    <UserDetailFrame title="systemUser.perm.title" hint="systemUser.perm.hint" testId="user-permission-screen">
      {(p) => (
        <Tabs id="user-permission-tabs" renderActiveTabPanelOnly selectedTabId={tab} onChange={(id) => setTab(id as 'general' | 'data')}>
          <Tab id="general" title={t('systemUser.perm.title')} panel={<OverridesEditor key={`${p.user.id}-${p.user.version}`} {...p} />} data-testid="user-permission-tab-general" />
          <Tab
            id="data"
            title={t('systemUser.data.title')}
            panel={
              <>
                <H5>{t('systemUser.data.title')}</H5>
                <p className="foc-user-detail__note">{t('systemUser.data.hint')}</p>
                <DataPermissionsEditor key={p.user.id} {...p} />
              </>
            }
            data-testid="user-permission-tab-data"
          />
        </Tabs>
      )}
    </UserDetailFrame>
  );
}
