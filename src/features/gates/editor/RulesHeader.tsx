import { Group, Text } from '@mantine/core';
import { PlainButton } from '../../../ui/PlainButton';
import { expandAllLabel, rulesIntro } from './rulesText';

interface RulesHeaderProps {
  count: number;
  allExpanded: boolean;
  /** Expands or collapses every rule; without it the button is shown disabled (the first view, before the builder). */
  onToggleAll?: (() => void) | undefined;
}

/** Above the rules: how they are checked, and "Expand all rules". The builder's and the first view's alike. */
export function RulesHeader({ count, allExpanded, onToggleAll }: RulesHeaderProps) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {rulesIntro(count)}
      </Text>
      {count > 0 && (
        <PlainButton variant="subtle" size="xs" onClick={onToggleAll} disabled={onToggleAll === undefined}>
          {expandAllLabel(allExpanded)}
        </PlainButton>
      )}
    </Group>
  );
}
