import type { AnchorHTMLAttributes, Ref } from 'react';
import { Button, Stack, Text, Title, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { useReturnSearch } from './useReturnSearch';

type ButtonAnchorProps = ButtonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof ButtonProps> & { ref?: Ref<HTMLAnchorElement> };

function ButtonAnchor(props: ButtonAnchorProps) {
  return <Button component="a" {...props} />;
}

const ButtonLink = createLink(ButtonAnchor);

/** A first visit with no key anywhere: a welcome that says what to do, instead of an error nobody caused. */
export function ConnectToStart({ message }: { message: string }) {
  const returnSearch = useReturnSearch();
  return (
    <Stack gap="md" maw={720} align="flex-start">
      <Title order={1}>Connect to get started</Title>
      <Text>{message}</Text>
      <ButtonLink to="/connection" search={returnSearch}>
        Go to Connection
      </ButtonLink>
    </Stack>
  );
}
