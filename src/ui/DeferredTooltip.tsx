import {
  cloneElement,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useState,
} from 'react';
import type { TooltipProps } from '@mantine/core';
import { loadOnce } from './loadOnce';
import { whenIdle } from './whenIdle';

type TooltipModule = typeof import('./mantineTooltip');
const tooltipCode = loadOnce(() => import('./mantineTooltip'));
const loadTooltip = tooltipCode.load;

let idleScheduled = false;
function preloadWhenIdle() {
  if (idleScheduled) return;
  idleScheduled = true;
  // A failed preload is tried again on the first hover.
  whenIdle(() => void loadTooltip().catch(() => undefined), 2000);
}

interface TargetHandlers {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
}

interface DeferredTooltipProps {
  label: ReactNode;
  withArrow?: TooltipProps['withArrow'];
  /** One element rendering a DOM element that takes pointer and focus handlers (an ActionIcon, a Button). */
  children: ReactElement<TargetHandlers>;
}

/**
 * Mantine's Tooltip, mounted the first time a mouse enters its target. Each Tooltip sets up its floating element when
 * it mounts: five per rule made the 200-rule gate open about 0.6 s later, for tooltips few rows ever show. Its code
 * (and floating-ui's) is not in the page's first chunk either: it loads when the browser is first idle after a
 * tooltip's target is drawn, or on the first hover or focus before that.
 * Like Mantine's default it opens on mouse hover only; the targets carry their own aria-label.
 */
export function DeferredTooltip({ label, withArrow, children }: DeferredTooltipProps) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [arrived, setArrived] = useState<TooltipModule | undefined>(undefined);
  useEffect(preloadWhenIdle, []);
  // Only a target the mouse is over waits for the code: the other rows do not re-render when it arrives.
  useEffect(() => {
    if (target === null || tooltipCode.current() !== undefined) return;
    let live = true;
    void loadTooltip().then(
      (module) => {
        if (live) setArrived(module);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [target]);
  const tooltip = arrived ?? tooltipCode.current();
  const { onPointerEnter, onPointerLeave, onFocus } = children.props;
  const trigger = cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      onPointerEnter?.(event);
      if (event.pointerType === 'mouse') setTarget(event.currentTarget);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      onPointerLeave?.(event);
      // Left before the code arrived: the tooltip must not open later under no mouse (Mantine closes it on leave).
      if (tooltipCode.current() === undefined) setTarget(null);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      onFocus?.(event);
      void loadTooltip().catch(() => undefined);
    },
  });
  // The tooltip is a sibling pointed at the target, so arming it does not remount the target (or lose its focus).
  // The mouse is already over the target when it mounts: it opens at once, and Mantine closes it on leave.
  return (
    <>
      {trigger}
      {target !== null && tooltip !== undefined && (
        <tooltip.Tooltip label={label} target={target} withArrow={withArrow} defaultOpened />
      )}
    </>
  );
}
