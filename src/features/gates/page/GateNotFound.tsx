import { RecordNotFound } from '../../../ui/RecordNotFound';

/** The server has no gate with this id. */
export function GateNotFound({ gateId }: { gateId: string }) {
  return <RecordNotFound kind="gate" id={gateId} listPath="/gates" />;
}
