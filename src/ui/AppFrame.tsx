import type { ReactNode } from 'react';
import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { MainNav } from './MainNav';
import { AnchorLink } from './AnchorLink';

interface AppFrameProps {
  /** Shown in the header next to the colour-scheme toggle (the connection indicator). */
  status: ReactNode;
  /** Shown above every page (the missing-key banner). */
  banner: ReactNode;
  /** Shown first among the header's controls (the command palette's search button). */
  search?: ReactNode;
  children: ReactNode;
}

/** The page frame: header with title and controls, the main navigation, and the page in <main>. */
export function AppFrame({ status, banner, search, children }: AppFrameProps) {
  const [navOpen, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !navOpen } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpen}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={navOpen ? 'Close navigation' : 'Open navigation'}
              aria-expanded={navOpen}
              aria-controls="main-navigation"
            />
            <AnchorLink to="/" activeOptions={{ exact: true }} fw={700} fz="lg" c="bright" underline="never">
              Gatehouse
            </AnchorLink>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {search}
            {status}
            <ColorSchemeToggle />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" id="main-navigation" aria-label="Main">
        <MainNav onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main>
        {banner}
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
