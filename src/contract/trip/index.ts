/** The trip module's contract: trips and legs, leg commands and flow, the Gantt chart, crew on legs. */
export * from './trips';
export * from './legs';
export * from './gantt';
export * from './legCrew';
