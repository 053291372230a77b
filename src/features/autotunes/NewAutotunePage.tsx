import { Stack } from '@mantine/core';
import { AnchorLink } from '../../ui/AnchorLink';
import { PageTitle } from '../../ui/PageTitle';
import { AutotuneWizard } from './AutotuneWizard';

/** Where an experiment owner creates an autotune, step by step. */
export function NewAutotunePage() {
  return (
    <Stack gap="md">
      <div>
        <PageTitle
          title="New autotune"
          description="Name the autotune, give it variants, choose what success means, then check and create it. Your draft is kept in this tab."
        />
        <AnchorLink to="/autotunes">Back to autotunes</AnchorLink>
      </div>
      <AutotuneWizard />
    </Stack>
  );
}
