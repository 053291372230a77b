import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { JsonValueSchema } from '../../contract/common';
import { type Condition, RuleSchema } from '../../contract/rule';
import { JsonView } from '../../ui/JsonView';

function conditionText(condition: Condition): string {
  const target = Array.isArray(condition.targetValue)
    ? condition.targetValue.join(', ')
    : String(condition.targetValue ?? '');
  const subject = condition.field ?? condition.customID ?? condition.type;
  return [subject, condition.operator, target].filter((part) => part !== undefined && part !== '').join(' ');
}

/** The autotune's inline targeting rules in words; a rule of a shape the console does not know is shown as JSON. */
export function TargetingRules({ rules }: { rules: readonly unknown[] }) {
  if (rules.length === 0) return <Text>No targeting: every unit can enter the autotune.</Text>;
  return (
    <Stack gap="sm">
      {rules.map((raw, index) => {
        const parsed = RuleSchema.safeParse(raw);
        if (!parsed.success) {
          const json = JsonValueSchema.safeParse(raw);
          return (
            <Card key={index} withBorder>
              <JsonView
                value={json.success ? json.data : String(raw)}
                label={`Rule ${String(index + 1)}`}
                defaultExpanded
              />
            </Card>
          );
        }
        const rule = parsed.data;
        return (
          <Card key={rule.id ?? index} withBorder>
            <Group justify="space-between" mb="xs">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {rule.name}
              </Text>
              <Badge variant="light">{`${String(rule.passPercentage)}% pass`}</Badge>
            </Group>
            <Text size="sm">
              {rule.conditions.length === 0 ? 'Everyone' : rule.conditions.map(conditionText).join(' and ')}
            </Text>
            <Text size="sm" c="dimmed">
              {rule.environments ? `Environments: ${rule.environments.join(', ')}` : 'All environments'}
            </Text>
          </Card>
        );
      })}
    </Stack>
  );
}
