import { lazy, Suspense, useRef, useState } from 'react';
import { Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { ButtonLink } from '../../../ui/ButtonLink';

// The form and its checks load when the dialog first opens, not with the list.
const NewGateDialog = lazy(() => import('./NewGateDialog'));

/**
 * The Gates page's "New gate": a link to `?new=1`, which opens the dialog over the list, so a reload, a shared link
 * or the palette opens it too. Closing removes the flag and puts focus back on the button.
 */
export function NewGateButton() {
  const opened = useSearch({ strict: false, select: (search) => search.new === '1' });
  const navigate = useNavigate();
  const button = useRef<HTMLAnchorElement>(null);
  // Stays mounted once loaded, so the dialog's closing transition plays and its code is not fetched twice.
  const [loaded, setLoaded] = useState(opened);
  if (opened && !loaded) setLoaded(true);
  const close = () => {
    // Replace: the closed dialog is the same view of the list, not a step Back should revisit.
    void navigate({ to: '.', search: (previous) => ({ ...previous, new: undefined }), replace: true });
    button.current?.focus();
  };

  return (
    <Group mb="md">
      <ButtonLink
        ref={button}
        to="."
        search={(previous) => ({ ...previous, new: '1' as const })}
        leftSection={<IconPlus size={16} aria-hidden />}
      >
        New gate
      </ButtonLink>
      {loaded && (
        <Suspense fallback={null}>
          <NewGateDialog opened={opened} onClose={close} />
        </Suspense>
      )}
    </Group>
  );
}
