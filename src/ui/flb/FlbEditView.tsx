/**
 * One flight log (`flight/FlbEdit`): the leg's head, the form (OOOI with their ADS-B origins,
 * durations with what the times give, night, landings, mileage, engines, APU, fuel, passengers,
 * owner, crew, note), the files and the history; save, confirm, recheck, redraft, the rules.
 */
import { Button, Callout, Card, H5, NonIdealState, Spinner, Tab, Tabs, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { crewApi, type CrewRow } from '../../api/resources';
import { hasAbility, session } from '../../state/session';
import { settings as theme } from '../../state/settings';
import { AttachmentsPanel } from '../attachments/AttachmentsPanel';
import { useChoices } from '../resource/useChoices';
import { commandsOf } from './flbCommands';
import { CrewSection } from './FlbCrewSection';
import { EnginesSection, FiguresSection, FuelSection } from './FlbFigureSections';
import { FlbHeader } from './FlbHeader';
import { FlbHistory } from './FlbHistory';
import { FlbSettingsDialog } from './FlbSettingsDialog';
import { AdsbNotes, DurationsSection, TimesSection } from './FlbTimeSections';
import { messageParams } from './flbView';
import { useFlbEdit } from './useFlbEdit';
import './flb.css';

const crewName = (r: CrewRow) => (r.enName ? `${r.cnName} ${r.enName}` : r.cnName);

export function FlbEditView({ logId }: { logId: string }) {
  const { t } = useTranslation();
  useSnapshot(session);
  const { timeType, unitSystem } = useSnapshot(theme);
  const s = useFlbEdit(logId, timeType, unitSystem);
  const crew = useChoices(crewApi, crewName, 'workNo');
  const [tab, setTab] = useState('log');
  const [rules, setRules] = useState(false);
  if (s.failed) return <NonIdealState icon="error" title={t('flbScreen.notFound')} />;
  const d = s.detail;
  if (!d || !s.forms || !s.live) return <Spinner />;
  const can = { edit: hasAbility('flb:edit'), submit: hasAbility('flb:submit'), recheck: hasAbility('flb:recheck') };
  const editable = d.editable && can.edit;
  const readOnly = !editable;
  const c = commandsOf(d, can);
  const section = { form: s.forms.form, patch: s.patch, error: s.error, origins: s.live.origins as Record<string, never>, readOnly, detail: d };
  const choices = crew.options.map((o) => ({ value: String(o.value), label: o.label }));
  const shownFields = new Set(['outUtc', 'offUtc', 'onUtc', 'inUtc', 'blockMinutes', 'airMinutes', 'flightMinutes', 'nightMinutes', 'landings', 'mileageKm', 'paxNum', 'remainFuel', 'upliftFuel', 'totalFuel', 'blockFuel', 'flightFuel', 'apuMinutes', 'apuCycles']);
  const other = s.serverProblems.filter((p) => !shownFields.has(p.field) && !p.field.startsWith('engines.'));

  const toolbar = (
    <div className="foc-flb__toolbar" data-testid="flb-toolbar">
      {editable && <Button intent="primary" icon="floppy-disk" text={t('flbScreen.save')} disabled={!s.dirty} loading={s.busy === 'save'} onClick={() => void s.save()} data-testid="flb-save" />}
      {editable && s.dirty && <Button icon="undo" variant="minimal" text={t('flbScreen.reset')} onClick={s.reset} data-testid="flb-reset" />}
      {c.confirm && d.editable && <Button intent="success" icon="tick" text={t('flbScreen.confirm.button')} loading={s.busy === 'confirm'} onClick={() => void s.confirm()} data-testid="flb-confirm" />}
      {c.recheck && <Button intent="danger" icon="flag" text={t('flbScreen.recheck.button')} loading={s.busy === 'recheck'} onClick={() => void s.recheck()} data-testid="flb-recheck" />}
      {editable && d.status === 'draft' && d.origin === 'adsb' && <Button icon="satellite" text={t('flbScreen.redraft.button')} loading={s.busy === 'redraft'} onClick={() => void s.redraft()} data-testid="flb-redraft" />}
      <span className="foc-flb__spacer" />
      {can.edit && <Button icon="cog" variant="minimal" text={t('flbScreen.settings.button')} onClick={() => setRules(true)} data-testid="flb-settings-open" />}
    </div>
  );

  const logPanel = (
    <div className="foc-flb__form" data-testid="flb-form">
      {readOnly && (
        <Callout compact intent="none" icon="lock" data-testid="flb-readonly">
          {d.origin === 'synced' ? t('flbScreen.readOnly.synced') : !can.edit ? t('flbScreen.readOnly.noRight') : t('flbScreen.readOnly.confirmed')}
        </Callout>
      )}
      {other.length > 0 && (
        <Callout compact intent="danger" data-testid="flb-problems">
          {other.map((p, i) => (
            <div key={i}>{t(p.key, messageParams(p.params, timeType))}</div>
          ))}
        </Callout>
      )}
      <Card compact>
        <H5>{t('flbScreen.section.times')}</H5>
        <AdsbNotes detail={d} />
        <TimesSection {...section} frame={s.frame} />
        <DurationsSection {...section} computed={s.live.computed} />
      </Card>
      <Card compact>
        <H5>{t('flbScreen.section.figures')}</H5>
        <FiguresSection {...section} units={unitSystem} />
        <EnginesSection {...section} />
      </Card>
      <Card compact>
        <H5>{t('flbScreen.section.fuel', { unit: d.fuelUnit })}</H5>
        <FuelSection {...section} />
      </Card>
      <Card compact className="foc-flb__crews">
        <H5>{t('flbScreen.section.crew')}</H5>
        <div className="foc-flb__grid foc-flb__grid--2">
          <CrewSection kind="operatingCrew" crew={s.forms.form.operatingCrew} onChange={(operatingCrew) => s.patch({ operatingCrew })} choices={choices} readOnly={readOnly} />
          <CrewSection kind="monitoringCrew" crew={s.forms.form.monitoringCrew} onChange={(monitoringCrew) => s.patch({ monitoringCrew })} choices={choices} readOnly={readOnly} />
        </div>
        <H5>{t('flbScreen.field.note')}</H5>
        <TextArea fill maxLength={2000} value={s.forms.form.note} readOnly={readOnly} onChange={(e) => s.patch({ note: e.currentTarget.value })} data-testid="flb-note" />
      </Card>
    </div>
  );

  return (
    <div className="foc-flb foc-flb--edit" data-testid="flb-edit">
      <FlbHeader detail={d} timeType={timeType} zones={s.zones} />
      {toolbar}
      <Tabs id="flb-tabs" selectedTabId={tab} onChange={(id) => setTab(String(id))} renderActiveTabPanelOnly>
        <Tab id="log" title={t('flbScreen.tab.log')} panel={logPanel} data-testid="tab-log" />
        <Tab id="files" title={t('flbScreen.tab.files')} panel={<AttachmentsPanel recordType="flightLog" recordId={d.id} />} data-testid="tab-files" />
        <Tab id="history" title={t('flbScreen.tab.history')} panel={<FlbHistory logId={d.id} version={d.version} timeType={timeType} />} data-testid="tab-history" />
      </Tabs>
      <FlbSettingsDialog isOpen={rules} onClose={() => setRules(false)} onSaved={s.rulesSaved} />
    </div>
  );
}
