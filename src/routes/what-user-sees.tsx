import { createFileRoute } from '@tanstack/react-router';
import { WhatUserSeesPage } from '../features/test-users/WhatUserSeesPage';
import { WhatUserSeesSearchSchema } from '../features/test-users/whatUserSeesSearch';

// No loader: the page reads every list itself, with a progress bar, once a saved user is picked.
export const Route = createFileRoute('/what-user-sees')({
  validateSearch: WhatUserSeesSearchSchema,
  component: WhatUserSeesRoute,
});

function WhatUserSeesRoute() {
  return <WhatUserSeesPage search={Route.useSearch()} />;
}
