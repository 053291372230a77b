import { RecordNotFound } from '../../ui/RecordNotFound';

/** The server answered 404 for this experiment's loads: no warehouse-native experiment has the id. */
export function ExperimentNotFound({ experimentId }: { experimentId: string }) {
  return <RecordNotFound kind="experiment" id={experimentId} listPath="/experiments" />;
}
