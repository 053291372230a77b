import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';

/** The providers every component of the console renders inside; for Testing Library's `wrapper`. */
export function MantineWrapper({ children }: { children: ReactNode }) {
  return <MantineProvider>{children}</MantineProvider>;
}

/** Renders a component as the console does (inside Mantine), for queries by role and label. */
export function renderInMantine(ui: ReactElement): RenderResult {
  return render(ui, { wrapper: MantineWrapper });
}
