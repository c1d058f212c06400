import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../api/http';
import { toastKey } from '../../app/toaster';
import { useFormState } from '../../forms';
import { FieldControl } from './FieldControl';
import type { FieldErrors } from '../../domain/validation';
import { bodyFromValues, serverFieldErrors, validateValues, valuesFromRow, type FieldSpec, type FormMode, type FormValues } from './formModel';
import './resource.css';

export interface ResourceFormProps<T> {
  /** Already translated. */
  title: string;
  fields: readonly FieldSpec[];
  /** The record edited; none for a create. */
  row?: T;
  /** 'update' also for an upsert whose first write has no version (airports). */
  mode: FormMode;
  /** Shows the record without saving (no edit permission). */
  readOnly?: boolean;
  /** Shown above the fields (e.g. an airport's catalogue facts). */
  header?: ReactNode;
  /** Shown below the fields (e.g. the record's attachments). */
  footer?: ReactNode;
  /** The record's version, sent with an update; null sends none (first write of an upsert). */
  versionOf?: (row: T) => number | null;
  save: (body: Record<string, unknown>, row: T | undefined) => Promise<T>;
  /** Reads the record again (after a 412). */
  reload?: (row: T) => Promise<T>;
  /** Unique index name → field, for duplicate refusals. */
  uniqueFields?: Record<string, string>;
  /** Rules across fields (e.g. a reason required when a flag is set), after each field's own. */
  check?: (values: FormValues) => FieldErrors<string>;
  onClose: () => void;
  onSaved: (row: T) => void;
}

/**
 * The create / edit dialog of a resource: fields from `FieldSpec`s checked by the domain's rules,
 * server field errors under their fields, and a stale version (412) kept open with a reload.
 */
export function ResourceForm<T>(props: ResourceFormProps<T>) {
  const { t } = useTranslation();
  const { fields, mode, readOnly } = props;
  const [row, setRow] = useState<T | undefined>(props.row);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const { check } = props;
  const validate = useCallback((v: FormValues) => ({ ...check?.(v), ...validateValues(fields, v, mode) }), [fields, mode, check]);

  const form = useFormState<FormValues>({
    initialValues: valuesFromRow(fields, props.row ?? undefined),
    validate,
    onNotice: (key) => toastKey(key, undefined, 'warning'),
    onSubmit: async (values) => {
      const body = bodyFromValues(fields, values, mode, row ?? undefined);
      const version = row && props.versionOf ? props.versionOf(row) : null;
      if (mode === 'update' && version !== null) body.version = version;
      try {
        const saved = await props.save(body, row);
        toastKey('success.save', undefined, 'success');
        props.onSaved(saved);
      } catch (e) {
        // the request layer has told the user; keep the dialog and show what applies here
        if (!(e instanceof RequestError)) throw e;
        if (e.status === 412) setStale(true);
        return serverFieldErrors(e.body, fields.map((f) => f.name), props.uniqueFields) ?? undefined;
      }
    },
  });

  const reload = async () => {
    if (!row || !props.reload) return;
    setReloading(true);
    try {
      const fresh = await props.reload(row);
      setRow(fresh);
      form.reset(valuesFromRow(fields, fresh ?? undefined));
      setStale(false);
    } catch {
      // told by the request layer
    } finally {
      setReloading(false);
    }
  };

  return (
    <Dialog isOpen title={props.title} onClose={props.onClose} canOutsideClickClose={false} className="foc-resource-dialog">
      <form onSubmit={form.handleSubmit} noValidate data-testid="resource-dialog">
        <DialogBody>
          {stale && (
            <Callout intent={Intent.WARNING} icon="refresh" className="foc-resource-form__stale" data-testid="resource-stale">
              <span>{t('resources.form.stale')}</span>
              {props.reload && <Button size="small" intent={Intent.WARNING} text={t('resources.form.reload')} loading={reloading} onClick={() => void reload()} data-testid="resource-reload" />}
            </Callout>
          )}
          {props.header}
          <div className="foc-resource-form">
            {fields.map((f) => [
              f.section ? (
                <h4 key={`section-${f.section}`} className="foc-resource-form__section" data-testid={`section-${f.section}`}>
                  {t(f.section)}
                </h4>
              ) : null,
              <FieldControl
                key={f.name}
                spec={f}
                value={form.values[f.name] ?? ''}
                onChange={(v) => form.setValue(f.name, v)}
                onBlur={() => form.touch(f.name)}
                error={form.errorOf(f.name)}
                readOnly={readOnly || (mode === 'update' && f.createOnly)}
              />,
            ])}
          </div>
          {props.footer}
        </DialogBody>
        <DialogFooter
          actions={
            readOnly ? (
              <Button text={t('resources.form.close')} onClick={props.onClose} />
            ) : (
              <>
                <Button text={t('forms.confirm.cancel')} onClick={props.onClose} />
                <Button type="submit" intent={Intent.PRIMARY} text={t('resources.form.save')} loading={form.submitting} data-testid="resource-save" />
              </>
            )
          }
        />
      </form>
    </Dialog>
  );
}
