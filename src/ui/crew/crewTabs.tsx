/**
 * The tabs of the crew detail page (`crew/CrewDetail`), in order: each a `ResourceList` of one
 * record table fixed to the crew member (and to a kind where tabs share a table).
 */
import type { ComponentType } from 'react';
import { ResourceList } from '../resource/ResourceList';
import { useActivityConfig } from './activityConfig';
import { useDocumentConfig } from './documentConfig';
import { useAbilityConfig, useTrainingConfig } from './qualificationConfig';
import type { CrewRef } from './recordBase';
import { useContractConfig, useEquipmentConfig, useMembershipConfig } from './serviceConfig';

/** A tab receives the crew member, and `onChanged` after a save or delete (the header's worst status may change). */
export interface TabProps {
  crew: CrewRef;
  onChanged: () => void;
}

export interface CrewTab {
  id: string;
  /** i18n key of the tab's title. */
  titleKey: string;
  Panel: ComponentType<TabProps>;
}

const Licences = ({ crew, onChanged }: TabProps) => <ResourceList config={{ ...useDocumentConfig(crew, 'licence'), onChanged }} />;
const Medical = ({ crew, onChanged }: TabProps) => <ResourceList config={{ ...useDocumentConfig(crew, 'medical'), onChanged }} />;
const Security = ({ crew, onChanged }: TabProps) => <ResourceList config={{ ...useDocumentConfig(crew, 'security'), onChanged }} />;
const Files = ({ crew, onChanged }: TabProps) => <ResourceList config={{ ...useDocumentConfig(crew, 'file'), onChanged }} />;
const Abilities = ({ crew, onChanged }: TabProps) => <ResourceList config={{ ...useAbilityConfig(crew), onChanged }} />;
const Trainings = ({ crew, onChanged }: TabProps) => <ResourceList config={{ ...useTrainingConfig(crew, 'training'), onChanged }} />;
const Exams = ({ crew, onChanged }: TabProps) => <ResourceList config={{ ...useTrainingConfig(crew, 'exam'), onChanged }} />;
const Activities = ({ crew, onChanged }: TabProps) => <ResourceList config={{ ...useActivityConfig(crew), onChanged }} />;
const Contracts = ({ crew, onChanged }: TabProps) => <ResourceList config={{ ...useContractConfig(crew), onChanged }} />;
const Equipment = ({ crew, onChanged }: TabProps) => <ResourceList config={{ ...useEquipmentConfig(crew), onChanged }} />;
const Memberships = ({ crew, onChanged }: TabProps) => <ResourceList config={{ ...useMembershipConfig(crew), onChanged }} />;

export const CREW_TABS: readonly CrewTab[] = [
  { id: 'licences', titleKey: 'crewDetail.tab.licences', Panel: Licences },
  { id: 'medical', titleKey: 'crewDetail.tab.medical', Panel: Medical },
  { id: 'security', titleKey: 'crewDetail.tab.security', Panel: Security },
  { id: 'files', titleKey: 'crewDetail.tab.files', Panel: Files },
  { id: 'abilities', titleKey: 'crewDetail.tab.abilities', Panel: Abilities },
  { id: 'training', titleKey: 'crewDetail.tab.training', Panel: Trainings },
  { id: 'exams', titleKey: 'crewDetail.tab.exams', Panel: Exams },
  { id: 'activities', titleKey: 'crewDetail.tab.activities', Panel: Activities },
  { id: 'contracts', titleKey: 'crewDetail.tab.contracts', Panel: Contracts },
  { id: 'equipment', titleKey: 'crewDetail.tab.equipment', Panel: Equipment },
  { id: 'memberships', titleKey: 'crewDetail.tab.memberships', Panel: Memberships },
];
