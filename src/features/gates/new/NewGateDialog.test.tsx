// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { clearConnection, saveConnection } from '../../../client/connection';
import { jsonResponse, stubFetch } from '../../../client/testing/fakeFetch';
import { renderWithRouter } from '../../../ui/testing/renderWithRouter';
import NewGateDialog from './NewGateDialog';

beforeEach(() => {
  saveConnection({ baseUrl: '', apiKey: 'k', remember: false });
});

afterEach(() => {
  clearConnection();
  vi.unstubAllGlobals();
});

function renderDialog() {
  return renderWithRouter(() => <NewGateDialog opened onClose={() => undefined} />, ['/gates/$gateId']);
}

describe('NewGateDialog', () => {
  it('shows the id the name makes, sends the form and opens the created gate', async () => {
    const requests = stubFetch(() =>
      jsonResponse(
        { message: 'Gate created successfully', data: { id: 'dark_mode', name: 'Dark mode', version: 1 } },
        201,
      ),
    );
    const router = renderDialog();
    const name = await screen.findByRole('textbox', { name: 'Name' }, { timeout: 5_000 });
    await userEvent.click(name);
    await userEvent.paste('Dark mode');
    expect(screen.getByText('dark_mode')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create gate' }));
    await waitFor(
      () => {
        expect(router.state.location.pathname).toBe('/gates/dark_mode');
      },
      { timeout: 5_000 },
    );
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({
      name: 'Dark mode',
      description: '',
      type: 'PERMANENT',
      idType: 'userID',
      tags: [],
    });
  });

  it('says the service does not create gates when the create answers 404', async () => {
    stubFetch(() => jsonResponse({ status: 404, message: 'Not found' }, 404));
    renderDialog();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }, { timeout: 5_000 }), 'Dark mode');
    await userEvent.click(screen.getByRole('button', { name: 'Create gate' }));
    expect(
      await screen.findByText(/This service does not allow creating gates here/, {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create gate' })).toBeDisabled();
  });

  it('sends the id type and pasted tags, and shows a refused id type on its field with every value kept', async () => {
    const requests = stubFetch(() =>
      jsonResponse(
        {
          status: 400,
          message: 'Invalid gate',
          errors: [{ path: 'idType', message: 'Id type companyID is not one this project uses' }],
        },
        400,
      ),
    );
    renderDialog();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }, { timeout: 5_000 }), 'Dark mode');
    const idType = screen.getByRole('combobox', { name: 'Id type' });
    await userEvent.clear(idType);
    await userEvent.type(idType, 'companyID');
    await userEvent.click(screen.getByRole('combobox', { name: 'Tags' }));
    await userEvent.paste('web,promo');
    await userEvent.click(screen.getByRole('button', { name: 'Create gate' }));
    expect(
      await screen.findByText('Id type companyID is not one this project uses', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(JSON.parse(requests[0]?.body ?? '')).toMatchObject({ idType: 'companyID', tags: ['web', 'promo'] });
    expect(screen.getByRole('combobox', { name: 'Id type' })).toHaveValue('companyID');
    expect(screen.getByRole('combobox', { name: 'Id type' })).toHaveAccessibleDescription(
      /Id type companyID is not one this project uses/,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Dark mode');
  });
});
