import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Autotune } from '../../contract/autotune';
import { type JsonValue, JsonValueSchema } from '../../contract/common';
import { AnchorLink } from '../../ui/AnchorLink';
import { DetailFact } from '../../ui/DetailFact';
import { JsonView } from '../../ui/JsonView';
import { PersonText } from '../../ui/PersonText';
import { PageTitle } from '../../ui/PageTitle';
import { RelativeTime } from '../../ui/RelativeTime';
import { Words } from '../../ui/Words';
import { StartedBadge, SuccessEventLink } from './autotuneColumns';
import { StartAutotune } from './StartAutotune';
import { attributionWindowUnitOf, optionalSettings } from './autotuneSettings';
import { windowText } from './settingOptions';
import { TargetingRules } from './TargetingRules';
import { VariantsTable } from './VariantsTable';
import { winnerText } from './winnerText';

/** Empty text counts as absent: the API sends '' for "none" in several fields. */
function nonEmpty(text: string | undefined): string | undefined {
  return text === '' ? undefined : text;
}

function parseJsonText(text: string): JsonValue | undefined {
  try {
    const parsed = JsonValueSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The rules JSON text as the server sent it, readable when it parses, else shown as the text it is. */
function RulesJson({ text }: { text: string | undefined }) {
  if (text === undefined) return <>—</>;
  const value = parseJsonText(text);
  if (value === undefined)
    return (
      <Text ff="monospace" size="sm">
        {text}
      </Text>
    );
  return <JsonView value={value} label="Inline targeting rules JSON" />;
}

/** The metric source's id, opening its page (which says so where the server cannot read sources back). */
function MetricSourceLink({ sourceName }: { sourceName: string }) {
  return (
    <AnchorLink to="/metric-sources/$sourceName" params={{ sourceName }}>
      {sourceName}
    </AnchorLink>
  );
}

/** Every field of an autotune: settings, people and times, variants with JSON, targeting and winner. */
export function AutotuneDetails({ autotune }: { autotune: Autotune }) {
  const winner = winnerText(autotune.winner);
  return (
    <Stack gap="xl">
      <div>
        <PageTitle
          title={autotune.name ?? autotune.id}
          description={nonEmpty(autotune.description) ?? 'No description.'}
        />
        <AnchorLink to="/autotunes">Back to autotunes</AnchorLink>
      </div>
      <StartAutotune autotune={autotune} />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        <DetailFact label="ID">{autotune.id}</DetailFact>
        <DetailFact label="Status">
          <StartedBadge isStarted={autotune.isStarted} />
        </DetailFact>
        <DetailFact label="Winner">{winner ?? 'No winner yet'}</DetailFact>
        <DetailFact label="ID type">{autotune.idType ?? '—'}</DetailFact>
        <DetailFact label="Success event">
          <SuccessEventLink eventName={autotune.successEvent} />
        </DetailFact>
        <DetailFact label="Success event value">{nonEmpty(autotune.successEventValue) ?? 'Any value'}</DetailFact>
        <DetailFact label="Exploration window">
          {autotune.explorationWindow ? windowText(autotune.explorationWindow) : '—'}
        </DetailFact>
        <DetailFact label="Attribution window">
          {autotune.attributionWindow ? windowText(autotune.attributionWindow, attributionWindowUnitOf(autotune)) : '—'}
        </DetailFact>
        <DetailFact label="Winner threshold">{autotune.winnerThreshold ?? '—'}</DetailFact>
        {optionalSettings(autotune).map((setting) => (
          <DetailFact key={setting.label} label={setting.label}>
            {setting.key === 'metricSourceID' ? <MetricSourceLink sourceName={setting.text} /> : setting.text}
          </DetailFact>
        ))}
        <DetailFact label="Team">{autotune.team ?? '—'}</DetailFact>
        <DetailFact label="Tags">
          <Words words={autotune.tags} />
        </DetailFact>
        <DetailFact label="Target apps">
          <Words words={autotune.targetApps} />
        </DetailFact>
        <DetailFact label="Holdouts">
          <Words words={autotune.holdoutIDs} />
        </DetailFact>
        <DetailFact label="Created by">
          <PersonText name={autotune.creatorName} email={autotune.creatorEmail} />{' '}
          <RelativeTime millis={autotune.createdTime} />
        </DetailFact>
        <DetailFact label="Last modified by">
          <PersonText name={autotune.lastModifierName} email={autotune.lastModifierEmail} />{' '}
          <RelativeTime millis={autotune.lastModifiedTime} />
        </DetailFact>
      </SimpleGrid>
      {autotune.winner !== null && autotune.winner !== undefined && (
        <section aria-labelledby="autotune-winner">
          <Title order={2} size="h3" id="autotune-winner" mb="sm">
            Winner
          </Title>
          <JsonView value={autotune.winner} label="Winner" defaultExpanded />
        </section>
      )}
      <section aria-labelledby="autotune-variants">
        <Title order={2} size="h3" id="autotune-variants" mb="sm">
          Variants
        </Title>
        <VariantsTable variants={autotune.variants} />
      </section>
      <section aria-labelledby="autotune-targeting">
        <Title order={2} size="h3" id="autotune-targeting" mb="sm">
          Targeting rules
        </Title>
        <TargetingRules rules={autotune.inlineTargetingRules} />
        <Text size="sm" c="dimmed" mt="md" mb={4}>
          As JSON text
        </Text>
        <RulesJson text={autotune.inlineTargetingRulesJSON} />
      </section>
    </Stack>
  );
}
