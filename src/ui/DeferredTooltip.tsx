import { cloneElement, type PointerEvent, type ReactElement, type ReactNode, useState } from 'react';
import { Tooltip } from '@mantine/core';

interface DeferredTooltipProps {
  label: ReactNode;
  /** One element rendering a DOM element that takes pointer handlers (an ActionIcon, a Button). */
  children: ReactElement<{ onPointerEnter?: (event: PointerEvent<HTMLElement>) => void }>;
}

/**
 * Mantine's Tooltip, mounted the first time a mouse enters its target. Each Tooltip sets up its floating element when
 * it mounts: five per rule made the 200-rule gate open about 0.6 s later, for tooltips few rows ever show.
 * Like Mantine's default it opens on mouse hover only; the targets carry their own aria-label.
 */
export function DeferredTooltip({ label, children }: DeferredTooltipProps) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const trigger = cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerEnter?.(event);
      if (event.pointerType === 'mouse') setTarget(event.currentTarget);
    },
  });
  // The tooltip is a sibling pointed at the target, so arming it does not remount the target (or lose its focus).
  // The mouse is already over the target when it mounts: it opens at once, and Mantine closes it on leave.
  return (
    <>
      {trigger}
      {target !== null && <Tooltip label={label} target={target} defaultOpened />}
    </>
  );
}
