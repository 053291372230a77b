import type { CSSProperties } from 'react';
import { useListPageHeader } from './ListPageHeader';
import { PlainSkeleton } from './PlainSkeleton';
import { RoutePending } from './RoutePending';
import classes from './visuallyHidden.module.css';

const ROWS = 6;

// Drawn in the shell's first frame on every cold load, so in Mantine's markup and class names (Stack, Title,
// Skeleton) rather than through its components: PageSkeleton.test.tsx holds it to them.
const stack = (gap: string, more?: CSSProperties) =>
  ({ '--stack-gap': gap, '--stack-align': 'stretch', '--stack-justify': 'flex-start', ...more }) as CSSProperties;

/** The loading view; `withTitle` draws a title's shape (and a hidden heading) where the layout shows no header. */
export function PageSkeletonView({ withTitle }: { withTitle: boolean }) {
  return (
    <div style={stack('0rem')} className="m_6d731127" aria-busy="true">
      {withTitle && (
        <>
          {/* Every page has one h1, a loading one included, so heading navigation always lands somewhere. */}
          <h1
            style={
              {
                '--title-fw': 'var(--mantine-h1-font-weight)',
                '--title-lh': 'var(--mantine-h1-line-height)',
                '--title-fz': 'var(--mantine-h1-font-size)',
              } as CSSProperties
            }
            className={`${classes.hidden ?? ''} m_8a5d1357`}
            data-order="1"
          >
            Loading page
          </h1>
          <div
            style={stack('calc(0.5rem * var(--mantine-scale))', { marginBottom: 'var(--mantine-spacing-xl)' })}
            className="m_6d731127"
            aria-hidden="true"
          >
            <PlainSkeleton height={34} width="35%" radius="sm" />
            <PlainSkeleton height={14} width="65%" radius="sm" />
          </div>
        </>
      )}
      <div style={stack('var(--mantine-spacing-md)')} className="m_6d731127">
        <RoutePending />
        <div style={stack('calc(0.875rem * var(--mantine-scale))')} className="m_6d731127" aria-hidden="true">
          <PlainSkeleton height={20} radius="sm" />
          {Array.from({ length: ROWS }, (_, index) => (
            <PlainSkeleton key={index} height={14} width={index % 2 === 0 ? '100%' : '92%'} radius="sm" />
          ))}
        </div>
      </div>
    </div>
  );
}

/**
 * What a page shows while its script or loader is on the way: the shape of a title (a list page's real header is
 * the layout's, above this) and of a table, so the frame paints before the data arrives. Assistive technology gets a
 * heading and the status line; the grey bars are hidden from it.
 */
export function PageSkeleton() {
  // A list page's header is the layout's (ListPageHeader), already on screen above this.
  return <PageSkeletonView withTitle={useListPageHeader() === undefined} />;
}
