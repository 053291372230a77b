import { GateListField } from './GateListField';

/** A gate's tags, in the surrounding form: New gate and the gate's settings alike. */
export function GateTagsField() {
  return <GateListField name="tags" />;
}
