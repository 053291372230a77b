import { createContext } from 'react';

/** Per rule index, the position of an earlier rule that shadows it (see unreachableRules), or undefined. */
export const RuleReachabilityContext = createContext<readonly (number | undefined)[]>([]);

/** The index of the rule that decides every unit in every environment (see catchAllIndex), or undefined. */
export const CatchAllContext = createContext<number | undefined>(undefined);
