import { createContext } from 'react';

/** Per rule index, the position of an earlier rule that shadows it (see unreachableRules), or undefined. */
export const RuleReachabilityContext = createContext<readonly (number | undefined)[]>([]);
