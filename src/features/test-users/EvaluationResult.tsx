import { Paper, Stack, Text, Title } from '@mantine/core';
import { StateBadge } from '../../ui/StateBadge';
import type { JsonValue } from '../../contract/common';
import type { Evaluation } from '../../contract/evaluation/evaluate';
import { evaluationInWords } from '../../contract/evaluation/evaluationWords';
import { DetailFact } from '../../ui/DetailFact';
import { JsonView } from '../../ui/JsonView';
import { resultBadge, segmentWords, unitWords } from './resultWords';
import { RuleTraceList } from './RuleTraceList';

interface EvaluationResultProps {
  evaluation: Evaluation;
  /** False for a config whose server does not send its default value (the extension is missing). */
  defaultValueKnown?: boolean;
}

/** The result for one test user: a badge, the sentence, the unit and its bucket, the assumptions and every rule. */
export function EvaluationResult({ evaluation, defaultValueKnown = true }: EvaluationResultProps) {
  const badge = resultBadge(evaluation);
  const segments = segmentWords(evaluation);
  const byDefault = evaluation.reason !== 'rule' && evaluation.reason !== 'unknown';
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="test-user-result-heading">
      <Stack gap="sm">
        <Title order={3} size="h5" id="test-user-result-heading">
          Result
        </Title>
        <div role="status" aria-live="polite">
          <StateBadge color={badge.color}>{badge.label}</StateBadge>
          <Text size="sm">{evaluationInWords(evaluation)}</Text>
        </div>
        <DetailFact label="Unit">
          <Text size="sm">{unitWords(evaluation)}</Text>
        </DetailFact>
        {segments !== undefined && (
          <DetailFact label="Segments assumed">
            <Text size="sm">{segments}</Text>
          </DetailFact>
        )}
        {evaluation.kind === 'dynamic_config' && evaluation.result !== 'unknown' && (
          <DetailFact label="Returned value">
            {byDefault && !defaultValueKnown ? (
              <Text size="sm">The default value, which this server does not show.</Text>
            ) : evaluation.value === undefined ? (
              <Text size="sm">No value.</Text>
            ) : (
              <JsonView value={evaluation.value as JsonValue} label="Returned value" defaultExpanded />
            )}
          </DetailFact>
        )}
        <RuleTraceList rules={evaluation.rules} />
      </Stack>
    </Paper>
  );
}
