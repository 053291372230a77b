// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../../ui/testing/renderWithRouter';
import { DeferredGateListFilters } from './DeferredGateListFilters';

/** The filters above a list whose read can start again, as when the page reads every gate itself after a filter. */
function ListWithFilters({ firstShown }: { firstShown: boolean }) {
  const [listShown, setListShown] = useState(firstShown);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setListShown((shown) => !shown);
        }}
      >
        Toggle the list read
      </button>
      <DeferredGateListFilters listShown={listShown} filters={{}} />
    </>
  );
}

// The real controls are a lazy chunk loaded once the page is idle; its first import in a test takes a while.
const LOADED = { timeout: 10_000 };

describe('DeferredGateListFilters', () => {
  it('shows disabled placeholders with the same labels until the list is shown, then the real filters', async () => {
    renderWithRouter(() => <ListWithFilters firstShown={false} />);
    expect(await screen.findByRole('textbox', { name: 'Tags' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Sort by' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Toggle the list read' }));
    expect(await screen.findByRole('combobox', { name: 'Sort by' }, LOADED)).toBeEnabled();
  });

  it('keeps the filters and what the user is typing when the list reads again', async () => {
    renderWithRouter(() => <ListWithFilters firstShown />);
    const tags = await screen.findByRole('combobox', { name: 'Tags' }, LOADED);
    await userEvent.type(tags, 'check');

    // The read starts again on its own while the user types: no click moves the focus away from the tag input.
    fireEvent.click(screen.getByRole('button', { name: 'Toggle the list read' }));

    const after = screen.getByRole('combobox', { name: 'Tags' });
    expect(after).toBe(tags);
    expect(after).toBeEnabled();
    expect(after).toHaveValue('check');
    expect(after).toHaveFocus();
  });
});
