import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { hasErrors, type FieldErrors, type RuleError } from '../domain/validation';

/** The notice when a submission arrives while the previous one is still saving (requirements S5, S8). */
export const REQUEST_IN_PROGRESS_KEY = 'error.requestInProgress';

/** Any object of field values; interfaces such as `SignInForm` fit. */
type Values = object;
type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface FormStateOptions<V extends Values> {
  initialValues: V;
  /** A pure form check, e.g. `validateRegistration`; `{}` means valid. */
  validate?: (values: V) => FieldErrors<string>;
  /**
   * Saves the values. May resolve to field errors of the server's 400 answer (shown like
   * `setServerErrors`). A rejection propagates out of `submit` after `submitting` is cleared.
   */
  onSubmit: (values: V) => Promise<FieldErrors<string> | void> | FieldErrors<string> | void;
  /** Told the i18n key of a refused submission ('error.requestInProgress'), e.g. to show a toast. */
  onNotice?: (key: string) => void;
}

export interface FieldBinding {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: RuleError | null;
}

export interface FormState<V extends Values> {
  values: V;
  setValue: <K extends keyof V>(field: K, value: V[K]) => void;
  setValues: (patch: Partial<V>) => void;
  touched: Partial<Record<keyof V, boolean>>;
  touch: (field: keyof V) => void;
  /** Every current failure: the `validate` result with the server's field errors over it. */
  errors: FieldErrors<string>;
  /** The error to show for a field: a server error at once, a rule error once touched or submitted. */
  errorOf: (field: keyof V & string) => RuleError | null;
  /** Field errors of a 400 answer; each is cleared when its field is edited. */
  setServerErrors: (fields: Record<string, RuleError> | undefined) => void;
  /** A submission was attempted (all errors are then shown). */
  submitted: boolean;
  submitting: boolean;
  /** The refusal of a duplicate submission, or null. */
  notice: RuleError | null;
  /** Validates and saves; resolves true when saved, false when invalid, refused or answered with field errors. */
  submit: () => Promise<boolean>;
  /** For `<form onSubmit>`: prevents the page submit and calls `submit`. */
  handleSubmit: (event?: FormEvent) => void;
  reset: (values?: V) => void;
  /** value, onChange, onBlur and error for a kit input bound to a string field. */
  field: (name: StringKeys<V>) => FieldBinding;
}

/** Form values, touched fields, rule and server errors, and a guarded submit. */
export function useFormState<V extends Values>(options: FormStateOptions<V>): FormState<V> {
  const [values, setValuesState] = useState<V>(options.initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [serverErrors, setServerErrorsState] = useState<FieldErrors<string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<RuleError | null>(null);
  // Refs: two clicks in one frame must see the first submission, and submit sees the latest values.
  const submittingRef = useRef(false);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const clientErrors = useMemo(() => options.validate?.(values) ?? {}, [values, options.validate]);
  const errors = useMemo(() => ({ ...clientErrors, ...serverErrors }), [clientErrors, serverErrors]);

  const clearServerErrors = useCallback((fields: string[]) => {
    setServerErrorsState((prev) => {
      if (!fields.some((f) => f in prev)) return prev;
      const next = { ...prev };
      for (const f of fields) delete next[f];
      return next;
    });
  }, []);

  const setValues = useCallback(
    (patch: Partial<V>) => {
      valuesRef.current = { ...valuesRef.current, ...patch };
      setValuesState(valuesRef.current);
      clearServerErrors(Object.keys(patch));
    },
    [clearServerErrors],
  );
  const setValue = useCallback(<K extends keyof V>(field: K, value: V[K]) => setValues({ [field]: value } as unknown as Partial<V>), [setValues]);
  const touch = useCallback((field: keyof V) => setTouched((prev) => (prev[field] ? prev : { ...prev, [field]: true })), []);
  const setServerErrors = useCallback((fields: Record<string, RuleError> | undefined) => setServerErrorsState({ ...(fields ?? {}) }), []);

  const errorOf = useCallback(
    (field: keyof V & string): RuleError | null =>
      serverErrors[field] ?? (touched[field] || submitted ? (clientErrors[field] ?? null) : null),
    [serverErrors, clientErrors, touched, submitted],
  );

  const submit = useCallback(async (): Promise<boolean> => {
    const opts = optionsRef.current;
    if (submittingRef.current) {
      setNotice({ key: REQUEST_IN_PROGRESS_KEY });
      opts.onNotice?.(REQUEST_IN_PROGRESS_KEY);
      return false;
    }
    setSubmitted(true);
    const current = valuesRef.current;
    if (hasErrors(opts.validate?.(current) ?? {})) return false;
    submittingRef.current = true;
    setSubmitting(true);
    setNotice(null);
    try {
      const answer = await opts.onSubmit(current);
      if (answer && hasErrors(answer)) {
        setServerErrors(answer as Record<string, RuleError>);
        return false;
      }
      return true;
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
      setNotice(null);
    }
  }, [setServerErrors]);

  const handleSubmit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      void submit();
    },
    [submit],
  );

  const reset = useCallback((next?: V) => {
    valuesRef.current = next ?? optionsRef.current.initialValues;
    setValuesState(valuesRef.current);
    setTouched({});
    setServerErrorsState({});
    setSubmitted(false);
    setNotice(null);
  }, []);

  const field = useCallback(
    (name: StringKeys<V>): FieldBinding => ({
      value: (values[name] as string | undefined) ?? '',
      onChange: (value: string) => setValue(name, value as V[typeof name]),
      onBlur: () => touch(name),
      error: errorOf(name),
    }),
    [values, setValue, touch, errorOf],
  );

  return {
    values,
    setValue,
    setValues,
    touched,
    touch,
    errors,
    errorOf,
    setServerErrors,
    submitted,
    submitting,
    notice,
    submit,
    handleSubmit,
    reset,
    field,
  };
}
