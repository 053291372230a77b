import {
  ATTRIBUTION_WINDOW_UNITS,
  ATTRIBUTION_WINDOWS,
  EXPLORATION_WINDOWS,
  OPTIMIZATION_PARAMETERS,
  WINNER_THRESHOLDS,
} from '../../contract/recordEnums';

/** The number in a window value: `24hr`, `24hrs` and `24` all say 24 (hours, unless a unit says otherwise). */
export function windowHours(value: string): number | undefined {
  const match = /^(\d+)(hrs?)?$/.exec(value);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/** `24` → "24 hours", `168` → "7 days", `1` → "1 hour". */
function durationText(hours: number): string {
  if (hours >= 24 && hours % 24 === 0) {
    const days = hours / 24;
    return days === 1 ? '24 hours' : `${String(days)} days`;
  }
  return hours === 1 ? '1 hour' : `${String(hours)} hours`;
}

const UNIT_WORDS: Record<string, readonly [one: string, many: string]> = {
  min: ['minute', 'minutes'],
  hour: ['hour', 'hours'],
  day: ['day', 'days'],
};

/** A window as a duration: counted in the attribution window unit when there is one, else in hours. */
export function windowWords(value: string, unit?: string | null): string {
  const amount = windowHours(value);
  if (amount === undefined) return value;
  const words = unit ? UNIT_WORDS[unit] : undefined;
  if (words === undefined) return durationText(amount);
  return `${String(amount)} ${amount === 1 ? words[0] : words[1]}`;
}

/** A window value as a person reads it; the raw value stays visible because it is what the API stores. */
export function windowText(value: string, unit?: string | null): string {
  const words = windowWords(value, unit);
  return words === value ? value : `${words} (${value})`;
}

/**
 * The one spelling the wizard sends for a window: `24hr` when it is counted in hours by default, the bare `24` once
 * an attribution window unit is chosen (so the value does not say hours while the unit says minutes).
 */
export function canonicalWindow(value: string, unit?: string | null): string {
  const amount = windowHours(value);
  if (amount === undefined) return value;
  return unit ? String(amount) : `${String(amount)}hr`;
}

interface Option {
  value: string;
  label: string;
}

/** The API lists each duration in up to three spellings; a person picks a duration once. */
function distinctDurations(values: readonly string[]): string[] {
  return [...new Set(values.map((value) => canonicalWindow(value)))];
}

/** One option per allowed duration, for the selects of the Success step. */
export const EXPLORATION_WINDOW_OPTIONS: Option[] = distinctDurations(EXPLORATION_WINDOWS).map((value) => ({
  value,
  label: windowText(value),
}));

/** One option per allowed attribution duration, spelled and labelled for the chosen unit (hours when none). */
export function attributionWindowOptions(unit: string | null): Option[] {
  return distinctDurations(ATTRIBUTION_WINDOWS).map((hourly) => {
    const value = canonicalWindow(hourly, unit);
    return { value, label: windowText(value, unit) };
  });
}

export const WINNER_THRESHOLD_OPTIONS: Option[] = WINNER_THRESHOLDS.map((value) => ({
  value,
  label: `${value} chance of being best`,
}));
export const ATTRIBUTION_UNIT_OPTIONS: Option[] = ATTRIBUTION_WINDOW_UNITS.map((value) => ({
  value,
  label: { min: 'Minutes', hour: 'Hours', day: 'Days' }[value],
}));
export const OPTIMIZATION_PARAMETER_OPTIONS: Option[] = OPTIMIZATION_PARAMETERS.map((value) => ({
  value,
  label: value === 'occurrence' ? 'Occurrence: whether the event happens' : 'Value: the value the event carries',
}));

/** The sentence under each setting, so nobody has to look up what a window or threshold does. */
export const SETTING_HELP = {
  successEvent:
    'The event the autotune tries to make happen more often. Pick one the server has recorded or type a name.',
  successEventValue: 'Only events carrying this value count as success. Leave empty to count every event.',
  optimizationParameter: 'Optimize how often the event happens, or the value it carries.',
  valueColumn: 'The metric source column that holds the value to optimize.',
  metricSourceID: 'The metric source that supplies the success event data, when it comes from your warehouse.',
  attributionWindow: 'The longest time between seeing a variant and the success event for the event to count.',
  attributionWindowUnit: 'The unit the attribution window is counted in. Leave empty for hours.',
  explorationWindow: 'At first, traffic is split equally between the variants for this long, to learn about each.',
  winnerThreshold:
    'When a variant reaches this probability of being the best, it is declared the winner: data collection stops and all traffic goes to it.',
  explorationWindowRate: 'Share of traffic explored during the exploration window, from 0.001 to 1.',
  longtermExplorationAllocation: 'Share of traffic that keeps exploring after the exploration window, from 0.001 to 1.',
  isContextual:
    'A contextual autotune picks the best variant for each user from their features instead of one for everyone.',
  metadataField:
    'Event metadata field with the numeric value to optimize. Leave empty to optimize for the follow-up event happening at all.',
  higherIsBetter: 'Turn off when a lower value is the better result, such as load time.',
  featureList: 'Features the contextual model looks at. Press Enter after each.',
  linkedExperimentName: 'An experiment that measures whether the autotune succeeds.',
  goalRichText: 'What the autotune is for, in your words, for people who find it later.',
} as const;
