import { Button, FileInput, Icon } from '@blueprintjs/core';
import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BYTES_PER_MB, checkUploads, VK, type RuleError, type UploadConfig } from '../domain/validation';
import { FormField } from './FormField';

/** An attached file: its name and size, and the stored path the server answered. */
export interface UploadedFile {
  name: string;
  size: number;
  path: string;
}

export interface UploadFieldProps {
  /** UPLOAD_GENERAL, UPLOAD_ALTERNATIVE or UPLOAD_IMPORT from src/domain/validation. */
  config: UploadConfig;
  value: readonly UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  /**
   * Sends one file and resolves to its stored path; a rejection with a rule error (`{ key, params }`,
   * e.g. the server's refusal of the content) shows that message, any other 'upload failed'.
   */
  upload: (file: File) => Promise<string>;
  label?: ReactNode;
  required?: boolean;
  /** Replaces the default hint (allowed types and limits). */
  helperText?: ReactNode;
  /** An error from the form (e.g. required); the field's own messages take precedence. */
  error?: RuleError | null;
  disabled?: boolean;
  id?: string;
  className?: string;
}

const isRuleError = (e: unknown): e is RuleError =>
  typeof e === 'object' && e !== null && !(e instanceof Error) && typeof (e as RuleError).key === 'string';

/**
 * Picks files, refuses the whole choice when `checkUploads` fails (count, then format, then
 * size: requirements S5), otherwise uploads them one by one and appends those that succeeded.
 */
export function UploadField(props: UploadFieldProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const id = props.id ?? autoId;
  const [message, setMessage] = useState<RuleError | null>(null);
  const [busy, setBusy] = useState(false);
  const valueRef = useRef(props.value);
  valueRef.current = props.value;
  const { config } = props;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    input.value = ''; // choosing the same file again fires change again
    if (files.length === 0 || busy) return;
    const refused = checkUploads(files, config, { existingCount: valueRef.current.length });
    setMessage(refused);
    if (refused) return;
    setBusy(true);
    const added: UploadedFile[] = [];
    let failed: RuleError | null = null;
    for (const file of files) {
      try {
        added.push({ name: file.name, size: file.size, path: await props.upload(file) });
      } catch (e) {
        failed ??= isRuleError(e) ? e : { key: VK.uploadFailed };
      }
    }
    setBusy(false);
    if (added.length > 0) props.onChange([...valueRef.current, ...added]);
    if (failed) setMessage(failed);
  };

  const remove = (index: number) => {
    setMessage(null);
    props.onChange(props.value.filter((_, i) => i !== index));
  };

  const types = config.extensions.join(', ');
  const limits = { types, maxMb: config.maxSizeMb, maxCount: config.maxCount };
  const hint =
    config.maxCount === null
      ? t('forms.upload.hint', limits)
      : t(config.maxCount === 1 ? 'forms.upload.hintSingle' : 'forms.upload.hintCount', limits);

  return (
    <FormField
      label={props.label}
      labelFor={id}
      required={props.required}
      helperText={props.helperText ?? hint}
      error={message ?? props.error}
      disabled={props.disabled}
      className={props.className}
    >
      <FileInput
        fill
        disabled={props.disabled || busy}
        text={busy ? t('forms.upload.uploading') : t('forms.upload.choose')}
        buttonText={t('forms.upload.browse')}
        inputProps={{
          id,
          multiple: config.maxCount !== 1,
          accept: config.extensions.map((e) => `.${e}`).join(','),
        }}
        onInputChange={(event) => void choose(event as ChangeEvent<HTMLInputElement>)}
      />
      {props.value.length > 0 && (
        <ul className="foc-upload-list">
          {props.value.map((file, index) => (
            <li key={`${file.path}-${index}`}>
              <Icon icon="document" />
              <span className="foc-upload-name">{file.name}</span>
              <span className="foc-upload-size">{t('forms.upload.sizeMb', { size: (file.size / BYTES_PER_MB).toFixed(1) })}</span>
              <Button
                variant="minimal"
                size="small"
                icon="cross"
                disabled={props.disabled || busy}
                aria-label={t('forms.upload.remove', { name: file.name })}
                title={t('forms.upload.remove', { name: file.name })}
                onClick={() => remove(index)}
              />
            </li>
          ))}
        </ul>
      )}
    </FormField>
  );
}
