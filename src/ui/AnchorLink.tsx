import type { AnchorHTMLAttributes, Ref } from 'react';
import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';

type MantineAnchorProps = AnchorProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof AnchorProps> & { ref?: Ref<HTMLAnchorElement> };

function MantineAnchor(props: MantineAnchorProps) {
  return <Anchor {...props} />;
}

const RouterAnchor = createLink(MantineAnchor);

/**
 * A Mantine Anchor that is a router Link: `to`, `params` and `search` are checked against the route tree
 * (Mantine's `component={Link}` would lose those types).
 */
export const AnchorLink: LinkComponent<typeof MantineAnchor> = (props) => <RouterAnchor {...props} />;
