import { Skeleton, Stack, Title } from '@mantine/core';
import { useMatch } from '@tanstack/react-router';
import { listPageHeader } from './listPageHeaders';
import { PageTitle } from './PageTitle';
import { RoutePending } from './RoutePending';
import classes from './visuallyHidden.module.css';

const ROWS = 6;

/**
 * What a page shows while its script or loader is on the way: a list page's real header (the same PageTitle at the
 * same place, so it paints with the first frame and does not move when the page replaces this), or the shape of a
 * title elsewhere; then the shape of a table. Assistive technology gets a heading and the status line; the grey bars
 * are hidden from it.
 */
export function PageSkeleton() {
  const routeId = useMatch({ strict: false, shouldThrow: false })?.routeId;
  const header = listPageHeader(routeId);
  return (
    <Stack gap={0} aria-busy="true">
      {header ? (
        <PageTitle title={header.title} description={header.description} />
      ) : (
        <>
          {/* Every page has one h1, a loading one included, so heading navigation always lands somewhere. */}
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
        <RoutePending />
        <Stack gap={14} aria-hidden>
          <Skeleton height={20} radius="sm" />
          {Array.from({ length: ROWS }, (_, index) => (
            <Skeleton key={index} height={14} radius="sm" width={index % 2 === 0 ? '100%' : '92%'} />
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}
