import { createFileRoute } from '@tanstack/react-router';
import { useDebouncedCallback } from '@mantine/hooks';
import { dynamicConfigQueries } from '../../client/queries/dynamicConfigQueries';
import { DynamicConfigLoading } from '../../features/dynamic-configs/DynamicConfigLoading';
import { DynamicConfigNotFound } from '../../features/dynamic-configs/DynamicConfigNotFound';
import { DynamicConfigPage } from '../../features/dynamic-configs/DynamicConfigPage';
import { DynamicConfigSearchSchema } from '../../features/dynamic-configs/dynamicConfigSearch';
import { FIRST_RULES_PAGE_SIZE } from '../../features/dynamic-configs/firstRules';
import type { TestUserSearch } from '../../features/test-users/testUserSearch';
import { loadOrNotFound } from '../-loadOrNotFound';

// The URL follows the search box once typing pauses, not on every keystroke.
const SEARCH_TO_URL_DELAY_MS = 300;

export const Route = createFileRoute('/dynamic-configs/$configId')({
  validateSearch: DynamicConfigSearchSchema,
  loader: async ({ context, params }) => {
    // Only the first rules: the page shows them at once and loads the rest itself.
    await loadOrNotFound(() =>
      context.queryClient.query({
        ...dynamicConfigQueries.rules(params.configId, 1, FIRST_RULES_PAGE_SIZE),
        staleTime: 'static',
      }),
    );
  },
  // A slow server: say so rather than keep the previous page on screen.
  pendingMs: 150,
  pendingComponent: DynamicConfigPending,
  component: DynamicConfigRoute,
  notFoundComponent: DynamicConfigMissing,
});

function DynamicConfigRoute() {
  const { configId } = Route.useParams();
  const { q, test, testUser } = Route.useSearch();
  const navigate = Route.useNavigate();
  const writeSearch = useDebouncedCallback((text: string) => {
    const trimmed = text.trim();
    void navigate({
      search: (previous) => ({ ...previous, q: trimmed === '' ? undefined : text }),
      replace: true,
      resetScroll: false,
    });
  }, SEARCH_TO_URL_DELAY_MS);
  // Opening and closing the panel are steps Back undoes; picking a user only replaces the address.
  const onTestSearchChange = (next: TestUserSearch) => {
    void navigate({
      search: (previous) => ({ q: previous.q, test: next.test, testUser: next.testUser }),
      replace: (next.test === '1') === (test === '1'),
      resetScroll: false,
    });
  };
  return (
    <DynamicConfigPage
      configId={configId}
      initialSearch={q ?? ''}
      onSearchChange={writeSearch}
      testSearch={{ test, testUser }}
      onTestSearchChange={onTestSearchChange}
    />
  );
}

function DynamicConfigPending() {
  const { configId } = Route.useParams();
  return <DynamicConfigLoading configId={configId} />;
}

function DynamicConfigMissing() {
  const { configId } = Route.useParams();
  return <DynamicConfigNotFound configId={configId} />;
}
