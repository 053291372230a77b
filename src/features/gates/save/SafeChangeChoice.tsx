import { Alert, List, Radio, Stack, Text } from '@mantine/core';
import { SAFE_CHANGE_STRATEGIES } from '../../../contract/recordEnums';
import { SAFE_CHANGE_THRESHOLD } from '../../../contract/limits';
import type { RiskyRise, SafeChangeStrategy } from '../../../contract/safeChange';
import { outcomeText, riseRuleText, strategyScopeText } from './safeChangeText';

const STRATEGY_TEXT: Record<SafeChangeStrategy, { label: string; description: string }> = {
  gradual: {
    label: 'Save gradually (recommended)',
    description: `Each rule rises by ${String(SAFE_CHANGE_THRESHOLD)} points now; the server schedules the rest a day later.`,
  },
  immediate: { label: 'Apply now', description: 'Each rule gets its new percentage at once.' },
};

const isStrategy = (value: string): value is SafeChangeStrategy =>
  SAFE_CHANGE_STRATEGIES.some((strategy) => strategy === value);

interface SafeChangeChoiceProps {
  rises: readonly RiskyRise[];
  strategy: SafeChangeStrategy | null;
  onChange: (strategy: SafeChangeStrategy) => void;
  /** When the rest of a gradual rise is expected, in milliseconds. */
  scheduledAt: number;
}

/**
 * The large rises of a save with what each choice leaves every rule at, and the one choice for all of them (the
 * API takes one strategy per update). Choosing is the confirmation: the save then sends it in its first request.
 */
export function SafeChangeChoice({ rises, strategy, onChange, scheduledAt }: SafeChangeChoiceProps) {
  return (
    <Stack gap="sm">
      {rises.length > 0 && <RiseOutcomes rises={rises} scheduledAt={scheduledAt} />}
      <Radio.Group
        label="How to apply the large rises"
        value={strategy}
        onChange={(value) => {
          if (isStrategy(value)) onChange(value);
        }}
      >
        <Stack gap="xs" mt="xs">
          {(['gradual', 'immediate'] as const).map((option) => (
            <Radio
              key={option}
              value={option}
              label={STRATEGY_TEXT[option].label}
              description={STRATEGY_TEXT[option].description}
            />
          ))}
        </Stack>
      </Radio.Group>
      {strategy !== null && rises.length > 0 && (
        <Alert color={strategy === 'gradual' ? 'blue' : 'yellow'} variant="light" role="status">
          <Text size="sm">{strategyScopeText(rises, strategy)}</Text>
        </Alert>
      )}
    </Stack>
  );
}

/** Each large rise with the percentages each choice leaves its rule at. */
function RiseOutcomes({ rises, scheduledAt }: { rises: readonly RiskyRise[]; scheduledAt: number }) {
  return (
    <>
      <Text size="sm">
        {rises.length === 1 ? 'This rule rises' : 'These rules rise'} by more than {SAFE_CHANGE_THRESHOLD} points at
        once: if the feature misbehaves, many more people see it before anyone can react.
      </Text>
      <List spacing="xs" size="sm" aria-label="Large rises">
        {rises.map((rise) => (
          <List.Item key={rise.index}>
            <Text size="sm" fw={600}>
              {riseRuleText(rise)}
            </Text>
            <Text size="sm">{outcomeText(rise, 'immediate', scheduledAt)}</Text>
            <Text size="sm">{outcomeText(rise, 'gradual', scheduledAt)}</Text>
          </List.Item>
        ))}
      </List>
    </>
  );
}
