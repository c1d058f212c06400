export { askDutyForce, DutyVerdictDialog, DutyVerdictView, useDutyGuard, type DutyVerdictDialogProps } from './DutyVerdictDialog';
export { canForce, dutyRefusalOf, sendWithDutyGuard, type AskDutyForce, type DutyRefusal, type DutyRefusalKey } from './dutyRefusal';
