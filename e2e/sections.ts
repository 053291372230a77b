// The sections of the main navigation, as its links name them.
// Metric sources opens the list extension; the seed holds no sources, so it is no list here.

export interface Section {
  /** Link text in the main navigation. */
  name: string;
  /** The h1 of the page the link opens. */
  heading: string;
  /** Whether the page lists records from the server in a table. */
  isList: boolean;
}

export const SECTIONS: readonly Section[] = [
  { name: 'Gates', heading: 'Gates', isList: true },
  { name: 'Stale gates', heading: 'Stale gates', isList: false },
  { name: 'Layers', heading: 'Layers', isList: true },
  { name: 'Autotunes', heading: 'Autotunes', isList: true },
  { name: 'Dynamic configs', heading: 'Dynamic configs', isList: true },
  { name: 'Experiments', heading: 'Experiments', isList: true },
  { name: 'Metric sources', heading: 'Metric sources', isList: false },
  { name: 'Events', heading: 'Events', isList: true },
  { name: 'What a user sees', heading: 'What does this user see?', isList: false },
  { name: 'Audit log', heading: 'Audit log', isList: true },
  { name: 'Connection', heading: 'Connection', isList: false },
];

export const LIST_SECTIONS = SECTIONS.filter((section) => section.isList);
