import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Burger } from '@mantine/core';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { MainNav } from './MainNav';
import { AnchorLink } from './AnchorLink';
import classes from './appFrame.module.css';

interface AppFrameProps {
  /** Shown in the header next to the colour-scheme toggle (the connection indicator). */
  status: ReactNode;
  /** Shown above every page (the missing-key banner). */
  banner: ReactNode;
  /** Shown first among the header's controls (the command palette's search button). */
  search?: ReactNode;
  children: ReactNode;
}

/**
 * Escape closes the open mobile navigation; focus inside it goes back to the burger, since a hidden nav cannot
 * hold it.
 */
function useCloseOnEscape(
  open: boolean,
  close: () => void,
  nav: RefObject<HTMLElement | null>,
  burger: RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (nav.current?.contains(document.activeElement)) burger.current?.focus();
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close, nav, burger]);
}

/** The page frame: header with title and controls, the main navigation, and the page in <main>. */
export function AppFrame({ status, banner, search, children }: AppFrameProps) {
  const [navOpen, setNavOpen] = useState(false);
  const nav = useRef<HTMLElement>(null);
  const burger = useRef<HTMLButtonElement>(null);
  const main = useRef<HTMLElement>(null);
  const close = useCallback(() => {
    setNavOpen(false);
  }, []);
  useCloseOnEscape(navOpen, close, nav, burger);
  return (
    <div className={classes.frame}>
      {/* The first tab stop: keyboard users reach the page without passing the header and the navigation. Focus
          moves by hand so the address keeps no #main-content. */}
      <a
        href="#main-content"
        className={classes.skipLink}
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
      >
        Skip to content
      </a>
      {/* right-scroll-bar-position: the class Mantine's modals shift when they hide the page's scrollbar, as
          AppShell's header had, so the header's controls do not jump when a dialog opens. */}
      <header className={`${classes.header ?? ''} right-scroll-bar-position`}>
        <div className={classes.headerBar}>
          <div className={classes.headerGroup}>
            <Burger
              ref={burger}
              opened={navOpen}
              onClick={() => {
                setNavOpen((open) => !open);
              }}
              hiddenFrom="sm"
              size="sm"
              aria-label={navOpen ? 'Close navigation' : 'Open navigation'}
              aria-expanded={navOpen}
              aria-controls="main-navigation"
            />
            <AnchorLink to="/" activeOptions={{ exact: true }} fw={700} fz="lg" c="bright" underline="never">
              Gatehouse
            </AnchorLink>
          </div>
          <div className={classes.headerGroup}>
            {search}
            {status}
            <ColorSchemeToggle />
          </div>
        </div>
      </header>
      <nav ref={nav} className={classes.nav} id="main-navigation" aria-label="Main" data-open={navOpen || undefined}>
        <MainNav onNavigate={close} />
      </nav>
      <main ref={main} id="main-content" tabIndex={-1} className={classes.main}>
        {banner}
        {children}
      </main>
    </div>
  );
}
