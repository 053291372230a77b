import { createLink } from '@tanstack/react-router';
import { PlainButtonAnchor } from './PlainButton';

/** A router link that looks like a button: for an action that opens a page or a dialog with an address. */
export const ButtonLink = createLink(PlainButtonAnchor);
