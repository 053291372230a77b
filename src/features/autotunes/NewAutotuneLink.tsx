import { IconPlus } from '@tabler/icons-react';
import { ButtonLink } from '../../ui/ButtonLink';

/** The primary action of the autotunes list: a link (it opens a page) that looks like a button. */
export function NewAutotuneLink() {
  return (
    <ButtonLink to="/autotunes/new" leftSection={<IconPlus size={16} aria-hidden />}>
      New autotune
    </ButtonLink>
  );
}
