// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInMantine } from '../../../ui/testing/renderInMantine';
import { LocalGateListNote } from './LocalGateListNote';

describe('LocalGateListNote', () => {
  it('shows how far the reading has come while it runs', () => {
    renderInMantine(
      <LocalGateListNote progress={{ pages: 2, items: 200, totalItems: undefined }} total={undefined} failed={false} />,
    );
    expect(screen.getByRole('progressbar', { name: 'Gates read' })).toBeInTheDocument();
    expect(screen.getByText(/Reading gates: 200/)).toBeInTheDocument();
  });
  it('drops the bar once every gate is read and says how many', () => {
    renderInMantine(
      <LocalGateListNote progress={{ pages: 1, items: 57, totalItems: undefined }} total={57} failed={false} />,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Filtered and sorted here, from all 57 gates the server listed.')).toBeInTheDocument();
  });
  it('says the reading stopped rather than showing a bar that no longer moves', () => {
    renderInMantine(
      <LocalGateListNote progress={{ pages: 0, items: 0, totalItems: undefined }} total={undefined} failed />,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText(/stopped on an error/)).toBeInTheDocument();
  });
});
