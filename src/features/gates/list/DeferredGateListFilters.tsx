import { lazy, type ComponentProps } from 'react';
import { SimpleGrid } from '@mantine/core';
import { PlainTextInput } from '../../../ui/plainInput';
import { WhenIdle } from '../../../ui/WhenIdle';

// The filters' selects and tag input bring Mantine's Combobox, Popover and floating-ui (about 35 KB gzip): they load
// once the list has painted and the browser is idle, so the first row does not wait on them.
const GateListFilterControls = lazy(() =>
  import('./GateListFilters').then((module) => ({ default: module.GateListFilterControls })),
);

type FilterProps = ComponentProps<typeof GateListFilterControls>;

// The same grid, labels and descriptions as the real controls, disabled, so the table below does not move.
const PLACEHOLDERS = [
  { label: 'Status' },
  { label: 'Switch' },
  { label: 'Type' },
  { label: 'Tags', description: 'Gates with every tag' },
  { label: 'Created by', description: 'Name or email' },
  { label: 'Last modified by', description: 'Name or email' },
  { label: 'Sort by' },
  { label: 'Order' },
];

function FiltersPlaceholder() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" aria-busy="true">
      {PLACEHOLDERS.map(({ label, description }) => (
        <PlainTextInput key={label} label={label} description={description} disabled />
      ))}
    </SimpleGrid>
  );
}

/**
 * The list's filters, whose code starts loading only after `listShown` (the first answer is on screen). Once shown
 * they stay (WhenIdle's wait, once started, is not undone): a later read, such as the page reading every gate itself
 * after a filter, must not swap them for placeholders under the user's typing.
 */
export function DeferredGateListFilters({ listShown, ...props }: FilterProps & { listShown: boolean }) {
  // One placeholder from the first paint until the controls are here: it is not drawn again at each step.
  return (
    <WhenIdle after={listShown} placeholder={<FiltersPlaceholder />}>
      <GateListFilterControls {...props} />
    </WhenIdle>
  );
}
