/**
 * The shared form kit: Blueprint inputs over the pure rules of src/domain/validation.
 * Components take values and callbacks as props; they never import src/state or src/api.
 */
import './forms.css';

export { FormField, useRuleText, useShownError, type FieldInputProps, type FormFieldProps } from './FormField';
export { useFormState, REQUEST_IN_PROGRESS_KEY, type FieldBinding, type FormState, type FormStateOptions } from './useFormState';
export { DateControl, DateInput, type DateControlProps, type DateInputProps } from './DateInput';
export { TimeControl, TimeInput, type TimeControlProps, type TimeInputProps } from './TimeInput';
export { DateTimeInput, TIME_TYPES, type DateTimeInputProps, type TimeType } from './DateTimeInput';
export { MoneyInput, type MoneyInputProps } from './MoneyInput';
export { CheckedInput, type CheckedInputProps } from './CheckedInput';
export { UploadField, type UploadedFile, type UploadFieldProps } from './UploadField';
export { confirm, ConfirmDialog, CONFIRM_MIN_WIDTH, type ConfirmDialogProps, type ConfirmOptions } from './confirm';
export { promptReason, ReasonDialog, type ReasonDialogProps, type ReasonOptions } from './promptReason';
export {
  SelectionActionButton,
  SELECT_BEFORE_DELETE_KEY,
  useSelectionActions,
  type SelectionAction,
  type SelectionActionButtonProps,
  type SelectionActions,
  type SelectionActionsOptions,
} from './selection';
export { formatMoney, moneyText, stripMoneySeparators } from './money';
export {
  checkedFieldError,
  dateFieldError,
  dateTimeFieldError,
  FORMAT_CHECKS,
  moneyFieldError,
  normaliseDateText,
  normaliseDateTimeText,
  normaliseTimeText,
  timeFieldError,
  type FieldCheckOptions,
  type FormatCheckName,
  type MoneyCheckOptions,
} from './fieldRules';
