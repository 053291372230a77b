import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { logCaughtError } from './client/caughtErrorLog';
import { createQueryClient } from './client/queryClient';
import { NotificationsHost } from './NotificationsHost';
import { createAppRouter } from './router';
import { showNotification } from './ui/showNotification';
import { cssVariablesResolver, theme } from './ui/theme';

const queryClient = createQueryClient({
  onBackgroundError: (error) => {
    showNotification({ color: 'red', title: 'Could not refresh the data shown', message: error.message });
  },
});
const router = createAppRouter(queryClient);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement, { onCaughtError: logCaughtError }).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <NotificationsHost />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
