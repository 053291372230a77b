import { RecordNotFound } from '../../ui/RecordNotFound';

/** The server answered 404 for this config's rules: no dynamic config has the id. */
export function DynamicConfigNotFound({ configId }: { configId: string }) {
  return (
    <RecordNotFound
      kind="dynamic config"
      id={configId}
      listPath="/dynamic-configs"
      hint="Check the id, or pick the config from the list."
    />
  );
}
