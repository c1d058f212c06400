import { Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogList, type LogTab } from './log/LogList';

const TABS: readonly LogTab[] = ['operation', 'login', 'permission'];

/** The system log (`system/SystemLog`): operation logs, login logs and permission changes of the company, searched, sorted and exported. */
export default function SystemLog() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<LogTab>('operation');
  return (
    <div data-testid="system-log">
      <Tabs id="system-log-tabs" className="foc-log__tabs" selectedTabId={tab} onChange={(id) => setTab(id as LogTab)}>
        {TABS.map((k) => (
          <Tab key={k} id={k} title={t(`systemLog.tab.${k}`)} data-testid={`log-tab-${k}`} />
        ))}
      </Tabs>
      <LogList key={tab} tab={tab} />
    </div>
  );
}
