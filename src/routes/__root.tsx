import { createRootRouteWithContext } from '@tanstack/react-router';
import { ConnectionIndicator } from '../features/connection/ConnectionIndicator';
import { MissingKeyBanner } from '../features/connection/MissingKeyBanner';
import { PaletteButton } from '../features/palette/PaletteButton';
import { useCommandCenter } from '../features/palette/useCommandCenter';
import { AppFrame } from '../ui/AppFrame';
import { FirstLoadOutlet } from '../ui/FirstLoadOutlet';
import { ListPageHeader } from '../ui/ListPageHeader';
import { NotFound } from '../ui/NotFound';
import { RouteError } from '../ui/RouteError';
import type { RouterContext } from '../client/routerContext';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

function RootLayout() {
  const commands = useCommandCenter();
  return (
    <AppFrame
      status={<ConnectionIndicator />}
      banner={<MissingKeyBanner />}
      search={<PaletteButton onOpen={commands.openPalette} onIntent={commands.preloadPalette} />}
    >
      <ListPageHeader />
      <FirstLoadOutlet />
      {commands.overlays}
    </AppFrame>
  );
}
