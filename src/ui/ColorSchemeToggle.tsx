import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { PlainActionIcon } from './PlainActionIcon';

/** Switches between light and dark; Mantine's colour scheme manager keeps the choice in localStorage. */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light');
  const next = computed === 'dark' ? 'light' : 'dark';
  return (
    <PlainActionIcon
      variant="default"
      size="lg"
      aria-label="Toggle color scheme"
      title={`Switch to ${next} colours`}
      onClick={() => {
        setColorScheme(next);
      }}
    >
      {computed === 'dark' ? <IconSun size={18} aria-hidden /> : <IconMoon size={18} aria-hidden />}
    </PlainActionIcon>
  );
}
