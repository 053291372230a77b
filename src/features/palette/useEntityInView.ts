import { useRouterState } from '@tanstack/react-router';

/** The gate or dynamic config whose page is open, which "Test a user" in the palette applies to. */
export interface EntityInView {
  kind: 'gate' | 'dynamic-config';
  noun: 'gate' | 'config';
  id: string;
}

/** Reads the open page's route: a gate (its page or history) or a dynamic config; undefined elsewhere. */
export function useEntityInView(): EntityInView | undefined {
  return useRouterState({
    select: (state): EntityInView | undefined => {
      for (const match of state.matches) {
        const params = match.params as { gateId?: string; configId?: string };
        if (match.routeId.startsWith('/gates/$gateId') && params.gateId !== undefined) {
          return { kind: 'gate', noun: 'gate', id: params.gateId };
        }
        if (match.routeId === '/dynamic-configs/$configId' && params.configId !== undefined) {
          return { kind: 'dynamic-config', noun: 'config', id: params.configId };
        }
      }
      return undefined;
    },
  });
}
