import { useCallback, useRef } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Rule } from '../../contract/rule';
import { ConfigRuleItem } from './ConfigRuleItem';
import { useDocumentTop } from './useDocumentTop';

// A first guess for a rule not yet measured: a card with one condition and a one-line return value.
const ESTIMATED_RULE_HEIGHT = 100;
const GAP_PX = 12;
// Rules rendered above and below the screen, so a quick scroll does not show empty space.
const OVERSCAN = 4;

interface VirtualRuleListProps {
  rules: readonly Rule[];
  /** Positions (0-based) of the rules to show, in order; null shows every rule. */
  shown: readonly number[] | null;
  /** The list's accessible name. */
  label: string;
}

/**
 * The rules of a config as a list that scrolls with the page and renders only the rules on screen, so 20,000
 * of them scroll as smoothly as 20. Each rule is measured as it renders (heights differ with its content).
 */
export function VirtualRuleList({ rules, shown, label }: VirtualRuleListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const listTop = useDocumentTop(listRef);
  const count = shown?.length ?? rules.length;
  const positionAt = (index: number) => (shown === null ? index : (shown[index] ?? index));

  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => ESTIMATED_RULE_HEIGHT,
    overscan: OVERSCAN,
    scrollMargin: listTop,
    // Scrolling moves rules by writing their position straight to the DOM; React renders only when the set of
    // rules on screen changes, which keeps frames short while scrolling.
    directDomUpdates: true,
    // Keyed by rule, so a measured height survives a search that moves the rule to another index.
    getItemKey: (index) => {
      const position = positionAt(index);
      return rules[position]?.id ?? `position-${String(position)}`;
    },
  });

  const { containerRef } = virtualizer;
  const setListRef = useCallback(
    (node: HTMLDivElement | null) => {
      listRef.current = node;
      containerRef(node);
    },
    [containerRef],
  );

  return (
    // The virtualizer sets the list's height and each rule's position itself (directDomUpdates).
    <div ref={setListRef} role="list" aria-label={label} style={{ position: 'relative' }}>
      {virtualizer.getVirtualItems().map((item) => {
        const position = positionAt(item.index);
        const rule = rules[position];
        if (rule === undefined) return null;
        return (
          <div
            key={item.key}
            role="listitem"
            aria-setsize={count}
            aria-posinset={item.index + 1}
            data-index={item.index}
            ref={virtualizer.measureElement}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              paddingBottom: GAP_PX,
            }}
          >
            <ConfigRuleItem rule={rule} position={position + 1} />
          </div>
        );
      })}
    </div>
  );
}
