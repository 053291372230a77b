// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { OpenById } from './OpenById';
import { renderWithRouter } from './testing/renderWithRouter';

/** A recent-ids list kept in memory, as the console's stored lists behave: most recent first, each id once. */
function memoryRecentIds(initial: string[] = []) {
  let ids = initial;
  return {
    read: () => ids,
    remember: (id: string) => (ids = [id.trim(), ...ids.filter((known) => known !== id.trim())]),
  };
}

describe('OpenById', () => {
  it('names the list and the input after the noun, and opens a typed id, remembering it', async () => {
    const recent = memoryRecentIds();
    const router = renderWithRouter(
      () => (
        <OpenById
          noun="dynamic config"
          recent={recent}
          route={(configId) => ({ to: '/dynamic-configs/$configId', params: { configId } })}
        />
      ),
      ['/dynamic-configs/$configId'],
    );
    expect(
      await screen.findByText(
        'This server does not list dynamic configs. Open one by its id instead.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('None yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Dynamic config id' }), '  upsell_config ');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('at /dynamic-configs/$configId')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dynamic-configs/upsell_config');
    expect(recent.read()).toEqual(['upsell_config']);
  });

  it('links the ids opened recently on this device', async () => {
    const recent = memoryRecentIds(['checkout']);
    renderWithRouter(
      () => <OpenById noun="gate" recent={recent} route={(gateId) => ({ to: '/gates/$gateId', params: { gateId } })} />,
      ['/gates/$gateId'],
    );
    expect(await screen.findByRole('textbox', { name: 'Gate id' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'checkout' })).toHaveAttribute('href', '/gates/checkout');
  });
});
