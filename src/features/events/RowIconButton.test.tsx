// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { ActionIcon } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { IconChevronRight, IconCopy } from '@tabler/icons-react';
import { markupSkeleton } from '../../ui/testing/markupSkeleton';
import { renderInMantine } from '../../ui/testing/renderInMantine';
import { RowIconButton } from './RowIconButton';

const noop = () => undefined;

describe('a row’s icon button', () => {
  it.each(['gray', 'teal'] as const)('is drawn as Mantine’s subtle ActionIcon in %s', (color) => {
    const icon = <IconCopy size={16} aria-hidden />;
    expect(
      markupSkeleton(
        <RowIconButton label="Copy event as JSON" color={color} title="Copy as JSON" onClick={noop}>
          {icon}
        </RowIconButton>,
      ),
    ).toEqual(
      markupSkeleton(
        <ActionIcon variant="subtle" color={color} aria-label="Copy event as JSON" title="Copy as JSON">
          {icon}
        </ActionIcon>,
      ),
    );
  });

  it('names its state and the panel it opens, and answers a click', () => {
    const onClick = vi.fn();
    renderInMantine(
      <RowIconButton label="Hide metadata" color="gray" expanded controls="panel-1" onClick={onClick}>
        <IconChevronRight size={16} aria-hidden />
      </RowIconButton>,
    );
    const button = screen.getByRole('button', { name: 'Hide metadata', expanded: true });
    expect(button).toHaveAttribute('aria-controls', 'panel-1');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
