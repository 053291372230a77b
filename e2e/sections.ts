// The sections of the main navigation, as its links name them.
// Metric sources opens the list extension; the seed holds no sources, so it is no list here.

export interface Section {
  /** Link text in the main navigation. */
  name: string;
  /** The h1 of the page the link opens. */
  heading: string;
  /** The address the link opens. */
  path: string;
  /** Whether the page lists records from the server in a table. */
  isList: boolean;
}

export const SECTIONS: readonly Section[] = [
  { name: 'Gates', heading: 'Gates', path: '/gates', isList: true },
  { name: 'Stale gates', heading: 'Stale gates', path: '/stale-gates', isList: false },
  { name: 'Layers', heading: 'Layers', path: '/layers', isList: true },
  { name: 'Autotunes', heading: 'Autotunes', path: '/autotunes', isList: true },
  { name: 'Dynamic configs', heading: 'Dynamic configs', path: '/dynamic-configs', isList: true },
  { name: 'Experiments', heading: 'Experiments', path: '/experiments', isList: true },
  { name: 'Metric sources', heading: 'Metric sources', path: '/metric-sources', isList: false },
  { name: 'Events', heading: 'Events', path: '/events', isList: true },
  { name: 'What a user sees', heading: 'What does this user see?', path: '/what-user-sees', isList: false },
  { name: 'Audit log', heading: 'Audit log', path: '/audit', isList: true },
  { name: 'Connection', heading: 'Connection', path: '/connection', isList: false },
];

export const LIST_SECTIONS = SECTIONS.filter((section) => section.isList);
