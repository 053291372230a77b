import { Alert, Code, List, Stack, Text, Title } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { describeAutotune } from './describeAutotune';
import { VariantsTable } from './VariantsTable';
import { autotuneWizardSchema, type AutotuneDraft } from './wizardSchema';
import { boundedJson } from '../../ui/boundedJson';

/** Step 5: the whole autotune in words and the exact JSON body Create will send. */
export function ReviewStep({ formMessage }: { formMessage: string | undefined }) {
  const { control } = useFormContext<AutotuneDraft>();
  const draft = useWatch({ control }) as AutotuneDraft;
  const result = autotuneWizardSchema.safeParse(draft);
  return (
    <Stack gap="md" maw={760}>
      {formMessage !== undefined && (
        <Alert color="red" role="alert" title="The autotune was not created">
          {formMessage}
        </Alert>
      )}
      {result.success ? (
        <>
          <section aria-labelledby="review-summary">
            <Title order={2} size="h4" id="review-summary" mb="xs">
              Summary
            </Title>
            <List spacing={4}>
              {describeAutotune(result.data).map((sentence) => (
                <List.Item key={sentence}>{sentence}</List.Item>
              ))}
            </List>
          </section>
          <section aria-labelledby="review-variants">
            <Title order={2} size="h4" id="review-variants" mb="xs">
              Variants
            </Title>
            <VariantsTable variants={result.data.variants} />
          </section>
          <section aria-labelledby="review-body">
            <Title order={2} size="h4" id="review-body" mb="xs">
              Request body
            </Title>
            <Text size="sm" c="dimmed" mb="xs">
              Create sends this to POST /console/v1/autotunes.
            </Text>
            <Code block aria-label="Request body JSON" tabIndex={0}>
              {boundedJson(result.data, { indent: 2 })}
            </Code>
          </section>
        </>
      ) : (
        <Alert color="red" role="alert" title="Some steps need attention">
          {`${String(result.error.issues.length)} field(s) are not valid yet. Go back to the marked steps.`}
        </Alert>
      )}
    </Stack>
  );
}
