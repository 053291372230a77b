// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PageSkeletonView } from './PageSkeleton';
import { RoutePending } from './RoutePending';
import { markupSkeleton, renderedMarkup } from './testing/markupSkeleton';
import classes from './visuallyHidden.module.css';

/** The loading view as Mantine's components draw it: what the plain elements must be. */
function MantineLoadingView({ withTitle }: { withTitle: boolean }) {
  return (
    <Stack gap={0} aria-busy="true">
      {withTitle && (
        <>
          <Title order={1} className={classes.hidden}>
            Loading page
          </Title>
          <Stack gap={8} mb="xl" aria-hidden>
            <Skeleton height={34} width="35%" radius="sm" />
            <Skeleton height={14} width="65%" radius="sm" />
          </Stack>
        </>
      )}
      <Stack gap="md">
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>Loading…</Text>
        </Group>
        <Stack gap={14} aria-hidden>
          <Skeleton height={20} radius="sm" />
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={14} radius="sm" width={index % 2 === 0 ? '100%' : '92%'} />
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}

describe('the loading view', () => {
  it('is drawn as Mantine’s Stack, Title, Skeleton, Group, Loader and Text, with a title’s shape', () => {
    expect(markupSkeleton(<PageSkeletonView withTitle />)).toEqual(markupSkeleton(<MantineLoadingView withTitle />));
  });

  it('is drawn as Mantine’s components without a title under a list page’s header', () => {
    expect(markupSkeleton(<PageSkeletonView withTitle={false} />)).toEqual(
      markupSkeleton(<MantineLoadingView withTitle={false} />),
    );
  });

  it('says it is loading in a status line and hides the grey bars from assistive technology', () => {
    expect(renderedMarkup(<RoutePending />)).toContain('role="status"');
    const html = renderedMarkup(<PageSkeletonView withTitle />);
    expect(html).toMatch(/^<div[^>]*aria-busy="true"/);
    expect(html).toMatch(/<h1[^>]*>Loading page<\/h1>/);
    expect(html.match(/aria-hidden="true"><div[^>]*m_18320242/g)).toHaveLength(2);
  });
});
