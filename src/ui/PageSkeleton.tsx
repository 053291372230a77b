import { Stack, Title } from '@mantine/core';
import { useListPageHeader } from './ListPageHeader';
import { PlainSkeleton } from './PlainSkeleton';
import { RoutePending } from './RoutePending';
import classes from './visuallyHidden.module.css';

const ROWS = 6;

/**
 * What a page shows while its script or loader is on the way: the shape of a title (a list page's real header is
 * the layout's, above this) and of a table, so the frame paints before the data arrives. Assistive technology gets a
 * heading and the status line; the grey bars are hidden from it. The bars are plain (PlainSkeleton): nine of them
 * are drawn in every cold page's first frame.
 */
export function PageSkeleton() {
  // A list page's header is the layout's (ListPageHeader), already on screen above this.
  const onListPage = useListPageHeader() !== undefined;
  return (
    <Stack gap={0} aria-busy="true">
      {!onListPage && (
        <>
          {/* Every page has one h1, a loading one included, so heading navigation always lands somewhere. */}
          <Title order={1} className={classes.hidden}>
            Loading page
          </Title>
          <Stack gap={8} mb="xl" aria-hidden>
            <PlainSkeleton height={34} width="35%" radius="sm" />
            <PlainSkeleton height={14} width="65%" radius="sm" />
          </Stack>
        </>
      )}
      <Stack gap="md">
        <RoutePending />
        <Stack gap={14} aria-hidden>
          <PlainSkeleton height={20} radius="sm" />
          {Array.from({ length: ROWS }, (_, index) => (
            <PlainSkeleton key={index} height={14} radius="sm" width={index % 2 === 0 ? '100%' : '92%'} />
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}
