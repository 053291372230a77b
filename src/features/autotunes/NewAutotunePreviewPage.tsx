import { Group } from '@mantine/core';
import { PageTitle } from '../../ui/PageTitle';
import { AnchorLink } from '../../ui/AnchorLink';

/** Preview of the create-autotune form until it lands. */
export function NewAutotunePreviewPage() {
  return (
    <>
      <PageTitle
        title="New autotune"
        description="This page will hold the form to create an autotune: its variants, success event and windows."
      />
      <Group>
        <AnchorLink to="/autotunes">
          Back to autotunes
        </AnchorLink>
      </Group>
    </>
  );
}
