/** Story helpers: translated labels and a stateful wrapper for the kit's controlled inputs. */
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

/** A translated text (labels in stories follow the toolbar language). */
export function T(props: { k: string; params?: Record<string, unknown> }) {
  const { t } = useTranslation();
  return <>{t(props.k, props.params ?? {})}</>;
}

interface ValueProps {
  value: string;
  onChange: (value: string) => void;
}

/** Keeps the value in state (so typing works) and reports each change to the story's action. */
export function Stateful<P extends ValueProps>(props: P & { of: ComponentType<P> }) {
  const { of: Input, ...rest } = props;
  const [value, setValue] = useState(props.value);
  useEffect(() => setValue(props.value), [props.value]);
  const inputProps = {
    ...rest,
    value,
    onChange: (next: string) => {
      setValue(next);
      props.onChange(next);
    },
  } as unknown as P;
  return (
    <>
      <Input {...inputProps} />
      <code className="bp6-text-muted" data-testid="story-value">
        value = {JSON.stringify(value)}
      </code>
    </>
  );
}
