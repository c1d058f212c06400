export { crewDetailPath } from '../../domain/crew/crewPaths';
