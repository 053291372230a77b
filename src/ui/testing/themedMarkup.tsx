import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from '../theme';
import { renderedMarkup } from './markupSkeleton';

/**
 * The rendered HTML of an element in the console's own theme (its primary colour, its component styles), with
 * generated ids made alike: to hold a plain copy of a Mantine component to the component itself.
 */
export function themedMarkup(element: ReactElement): string {
  return renderedMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {element}
    </MantineProvider>,
  ).replace(/(id|aria-describedby|aria-labelledby)="[^"]*?(-body|-title)?"/g, '$1="ID$2"');
}
