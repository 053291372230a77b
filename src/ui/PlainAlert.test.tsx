// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { Alert } from '@mantine/core';
import { themedMarkup } from './testing/themedMarkup';
import { PlainAlert } from './PlainAlert';

describe('PlainAlert', () => {
  it('draws a titled light alert as Mantine’s Alert does in the theme', () => {
    expect(
      themedMarkup(
        <PlainAlert color="red" title="Could not load this list">
          <p>Timed out</p>
        </PlainAlert>,
      ),
    ).toBe(
      themedMarkup(
        <Alert color="red" title="Could not load this list">
          <p>Timed out</p>
        </Alert>,
      ),
    );
  });

  it('draws an outline alert and a region as Mantine does', () => {
    expect(
      themedMarkup(
        <PlainAlert color="red" variant="outline" title="The API key was refused">
          Refused
        </PlainAlert>,
      ),
    ).toBe(
      themedMarkup(
        <Alert color="red" variant="outline" title="The API key was refused">
          Refused
        </Alert>,
      ),
    );
    expect(
      themedMarkup(
        <PlainAlert color="gray" variant="light" title="This gate is archived" role="region">
          Archived
        </PlainAlert>,
      ),
    ).toBe(
      themedMarkup(
        <Alert color="gray" variant="light" title="This gate is archived" role="region">
          Archived
        </Alert>,
      ),
    );
  });

  it('draws an untitled status with a margin as Mantine does', () => {
    expect(
      themedMarkup(
        <PlainAlert color="yellow" mb="md" role="status">
          Enter the API key
        </PlainAlert>,
      ),
    ).toBe(
      themedMarkup(
        <Alert color="yellow" mb="md" role="status">
          Enter the API key
        </Alert>,
      ),
    );
  });
});
