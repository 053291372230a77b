// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { Button, Switch } from '@mantine/core';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderInMantine } from './renderInMantine';

describe('renderInMantine', () => {
  it('renders Mantine components a test can find by role and operate', async () => {
    let pressed = 0;
    renderInMantine(
      <>
        <Switch label="Enabled" />
        <Button onClick={() => (pressed += 1)}>Save</Button>
      </>,
    );
    expect(screen.getByRole('switch', { name: 'Enabled' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('switch', { name: 'Enabled' }));
    expect(screen.getByRole('switch', { name: 'Enabled' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(pressed).toBe(1);
  });
});
