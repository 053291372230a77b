import { windowWords } from './settingOptions';
import { trafficSplit } from './trafficSplit';
import type { AutotuneWizardBody } from './wizardSchema';

/** The autotune about to be created, in sentences a product manager can check before pressing Create. */
export function describeAutotune(body: AutotuneWizardBody): string[] {
  const split = trafficSplit(body.variants).map((share) => `${share.name} ${share.text}`);
  const success = body.successEventValue
    ? `"${body.successEvent}" events with the value "${body.successEventValue}"`
    : `"${body.successEvent}" events`;
  const goal = body.optimizationParameter === 'value' ? `the value of ${success}` : `how often ${success} happen`;
  const sentences = [
    `Creates the autotune ${body.name}, splitting traffic by ${body.idType ?? 'userID'}.`,
    `${String(body.variants.length)} variants share traffic by size: ${split.join(', ')}.`,
    `It optimizes ${goal}${body.metricSourceID ? `, with data from the metric source ${body.metricSourceID}` : ''}${body.valueColumn ? ` (column ${body.valueColumn})` : ''}.`,
    `For the first ${windowWords(body.explorationWindow)}, traffic is split equally to explore every variant.`,
    `An event counts when it comes at most ${windowWords(body.attributionWindow, body.attributionWindowUnit)} after a variant was seen.`,
    `A variant with a ${body.winnerThreshold} chance of being best wins: data collection stops and all traffic goes to it.`,
  ];
  if (body.explorationWindowRate !== undefined)
    sentences.push(`Exploration window rate: ${String(body.explorationWindowRate)}.`);
  if (body.longtermExplorationAllocation !== undefined) {
    sentences.push(`After exploring, ${String(body.longtermExplorationAllocation)} of traffic keeps exploring.`);
  }
  if (body.isContextual === true) {
    const features = body.featureList ? ` using the features ${body.featureList.join(', ')}` : '';
    const metric = body.metadataField
      ? `the metadata field ${body.metadataField}`
      : 'whether the follow-up event happens';
    sentences.push(
      `It is contextual: it picks a variant per user${features}, optimizing ${metric}, where ${body.higherIsBetter === false ? 'lower' : 'higher'} is better.`,
    );
  }
  if (body.linkedExperimentName)
    sentences.push(`Its success is measured by the experiment ${body.linkedExperimentName}.`);
  return sentences;
}
