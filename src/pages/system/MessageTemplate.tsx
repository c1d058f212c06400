/**
 * Message templates (`system/MessageTemplate`): for every function code, who hears of it (seats),
 * through which channels (site message, e-mail, SMS, push), the cc list, the enabled flag and the
 * content per channel and language. A code never edited shows the built-in default; "reset" goes
 * back to it. SMS and push have no provider configured yet: their messages wait in the outbox.
 */
import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, HTMLTable, InputGroup, Switch, Tab, Tabs, Tag, TextArea } from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { templateApi, type TemplateRow } from '../../api/messages';
import { RequestError } from '../../api/http';
import { SEAT_KEYS } from '../../domain/access/seats';
import { CHANNELS, categoryOf, functionLabel, LANGUAGES, languageOf, TEMPLATE_VARIABLES, type Channel } from '../../domain/message';
import { hasAbility } from '../../state/session';
import { toastKey } from '../../app/toaster';
import { TableExportButton } from '../../ui/list/TableExportButton';
import { TEMPLATE_COLUMNS } from '../../contract/message';
import '../../ui/list/messageCenter.css';

function TemplateDialog({ row, onClose, onSaved }: { row: TemplateRow; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TemplateRow>(() => structuredClone(row));
  const [channel, setChannel] = useState<Channel>('site');
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState(false);
  const editable = hasAbility('messageTemplate:edit');
  const patch = (p: Partial<TemplateRow>) => setDraft((d) => ({ ...d, ...p }));
  const save = async () => {
    setSaving(true);
    try {
      const { functionCode: _c, id: _i, custom: _x, updateAuthor: _a, updateTime: _u, ...body } = draft;
      await templateApi.save(row.functionCode, body);
      toastKey('message.template.saved', undefined, 'success');
      onSaved();
    } catch (e) {
      if (e instanceof RequestError && e.status === 412) setStale(true);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog isOpen onClose={onClose} title={`${functionLabel(row.functionCode, 'zh')} · ${row.functionCode}`} style={{ width: 760 }}>
      <DialogBody>
        <div data-testid="template-dialog">
          {stale && <Callout intent="warning">{t('error.dataChanged')}</Callout>}
          <FormGroup label={t('message.template.name')}>
            <InputGroup value={draft.title} onChange={(e) => patch({ title: e.currentTarget.value })} disabled={!editable} />
          </FormGroup>
          <Switch label={t('message.template.enabled')} checked={draft.enabled} onChange={(e) => patch({ enabled: e.currentTarget.checked })} disabled={!editable} data-testid="template-enabled" />
          <FormGroup label={t('message.template.seats')}>
            <div className="foc-msg__search">
              {SEAT_KEYS.map((k) => (
                <Checkbox key={k} inline label={t(`seat.${k}`)} checked={draft.seats.includes(k)} disabled={!editable} onChange={(e) => patch({ seats: e.currentTarget.checked ? [...draft.seats, k] : draft.seats.filter((s) => s !== k) })} />
              ))}
            </div>
          </FormGroup>
          <FormGroup label={t('message.template.channels')}>
            {CHANNELS.map((c) => (
              <Checkbox key={c} inline label={t(`message.channel.${c}`)} checked={draft.channels[c]} disabled={!editable} onChange={(e) => patch({ channels: { ...draft.channels, [c]: e.currentTarget.checked } })} data-testid={`template-channel-${c}`} />
            ))}
          </FormGroup>
          {(draft.channels.sms || draft.channels.push) && (
            <Callout intent="primary" icon="info-sign" data-testid="template-provider-note">
              {t('message.template.providerNote')}
            </Callout>
          )}
          <FormGroup label={t('message.template.cc')} helperText={t('message.template.ccHint')}>
            <InputGroup value={draft.cc} onChange={(e) => patch({ cc: e.currentTarget.value })} disabled={!editable} />
          </FormGroup>
          <Tabs id="template-channel" selectedTabId={channel} onChange={(id) => setChannel(id as Channel)}>
            {CHANNELS.map((c) => (
              <Tab key={c} id={c} title={t(`message.channel.${c}`)} />
            ))}
          </Tabs>
          {LANGUAGES.map((lang) => (
            <FormGroup key={lang} label={t(`message.language.${lang}`)}>
              <InputGroup value={draft.content[channel][lang].title} disabled={!editable} onChange={(e) => patch({ content: { ...draft.content, [channel]: { ...draft.content[channel], [lang]: { ...draft.content[channel][lang], title: e.currentTarget.value } } } })} />
              <TextArea fill rows={2} value={draft.content[channel][lang].body} disabled={!editable} onChange={(e) => patch({ content: { ...draft.content, [channel]: { ...draft.content[channel], [lang]: { ...draft.content[channel][lang], body: e.currentTarget.value } } } })} />
            </FormGroup>
          ))}
          <small>{t('message.template.variables', { list: TEMPLATE_VARIABLES.map((v) => `{${v}}`).join(' ') })}</small>
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('message.cancel')} onClick={onClose} />
            {editable && <Button intent="primary" text={t('message.save')} loading={saving} disabled={stale} onClick={() => void save()} data-testid="template-save" />}
          </>
        }
      />
    </Dialog>
  );
}

export default function MessageTemplate() {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const [rows, setRows] = useState<TemplateRow[]>([]);
  const [editing, setEditing] = useState<TemplateRow | null>(null);
  const load = useCallback(() => void templateApi.list().then((a) => setRows(a.list), () => undefined), []);
  useEffect(load, [load]);
  const canEdit = hasAbility('messageTemplate:edit');
  return (
    <div className="foc-msg" data-testid="message-templates">
      <div className="foc-msg__head">
        <h2>{t('message.template.title')}</h2>
        <span className="foc-msg__spacer" />
        <Button icon="refresh" onClick={load} aria-label={t('message.reload')} />
        {hasAbility('messageTemplate:export') && (
          <TableExportButton url="/common/v1/messageTemplates/export" body={{ scope: 'all', page: 1, pageSize: 20 }} name={t('message.template.fileName')} columns={TEMPLATE_COLUMNS.map((c) => c.key)} text={t('message.template.export')} disabled={rows.length === 0} testId="template-export" />
        )}
      </div>
      <Callout icon="info-sign">{t('message.template.intro')}</Callout>
      <HTMLTable compact striped interactive className="foc-list__table">
        <thead>
          <tr>
            <th>{t('message.column.function')}</th>
            <th>{t('message.template.category')}</th>
            <th>{t('message.template.seats')}</th>
            <th>{t('message.template.channels')}</th>
            <th>{t('message.template.enabled')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.functionCode} data-testid="template-row" data-code={r.functionCode}>
              <td>
                {functionLabel(r.functionCode, lang)} <small>{r.functionCode}</small> {r.custom && <Tag minimal intent="primary">{t('message.template.custom')}</Tag>}
              </td>
              <td>{t(`message.category.${categoryOf(r.functionCode)}`)}</td>
              <td>{r.seats.map((s) => t(`seat.${s}`)).join('、')}</td>
              <td>{CHANNELS.filter((c) => r.channels[c]).map((c) => t(`message.channel.${c}`)).join(' / ')}</td>
              <td>{r.enabled ? <Tag intent="success" minimal>{t('message.template.on')}</Tag> : <Tag minimal>{t('message.template.off')}</Tag>}</td>
              <td>
                <Button small variant="minimal" icon={canEdit ? 'edit' : 'eye-open'} text={t(canEdit ? 'message.edit' : 'message.view')} onClick={() => setEditing(r)} data-testid="template-edit" />
                {canEdit && r.custom && <Button small variant="minimal" icon="reset" text={t('message.template.reset')} onClick={() => void templateApi.reset(r.functionCode).then(load, () => undefined)} />}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {editing && (
        <TemplateDialog
          row={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            load();
          }}
        />
      )}
    </div>
  );
}
