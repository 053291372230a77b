// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { Loader } from '@mantine/core';
import { themedMarkup } from './testing/themedMarkup';
import { PlainLoader } from './PlainLoader';

it('draws the small hidden spinner as Mantine’s Loader does', () => {
  expect(themedMarkup(<PlainLoader />)).toBe(themedMarkup(<Loader size="sm" aria-hidden />));
});
