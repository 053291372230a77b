import type { AnchorHTMLAttributes, Ref } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { createLink } from '@tanstack/react-router';

type ButtonAnchorProps = ButtonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof ButtonProps> & { ref?: Ref<HTMLAnchorElement> };

function ButtonAnchor(props: ButtonAnchorProps) {
  return <Button component="a" {...props} />;
}

const ButtonLink = createLink(ButtonAnchor);

/** The primary action of the autotunes list: a link (it opens a page) that looks like a button. */
export function NewAutotuneLink() {
  return (
    <ButtonLink to="/autotunes/new" leftSection={<IconPlus size={16} aria-hidden />}>
      New autotune
    </ButtonLink>
  );
}
