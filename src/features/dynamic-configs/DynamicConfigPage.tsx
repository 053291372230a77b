import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { AnchorLink } from '../../ui/AnchorLink';
import { PageTitle } from '../../ui/PageTitle';
import { recentDynamicConfigIds } from '../../client/recentLists';
import type { TestUserSearch } from '../test-users/testUserSearch';
import { ConfigDefaultValue } from './ConfigDefaultValue';
import { ConfigTestPanel } from './ConfigTestPanel';
import { RestOfRulesNote } from './RestOfRulesNote';
import { matchingRules, searchIndexFor } from './ruleSearch';
import { RuleSearchBar } from './RuleSearchBar';
import { useConfigRules } from './useConfigRules';
import { VirtualRuleList } from './VirtualRuleList';

interface DynamicConfigPageProps {
  configId: string;
  /** The search in the URL when the page opened; searches replace the history entry, so it never changes later. */
  initialSearch: string;
  /** Writes the search to the URL (debounced by the caller's route). */
  onSearchChange: (search: string) => void;
  /** The "Test a user" panel's part of the URL. */
  testSearch: TestUserSearch;
  onTestSearchChange: (next: TestUserSearch) => void;
}

/** A dynamic config's rules in evaluation order, searchable, each with its return value and rollout. */
export function DynamicConfigPage(props: DynamicConfigPageProps) {
  const { configId, initialSearch, onSearchChange } = props;
  const { rules, totalItems, complete, restError, retryRest } = useConfigRules(configId);

  const [query, setQuery] = useState(initialSearch);
  // Typing stays instant: the input renders at once, the search of 20,000 rules follows when there is time.
  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(() => matchingRules(searchIndexFor(rules), deferredQuery), [rules, deferredQuery]);

  useEffect(() => {
    recentDynamicConfigIds.remember(configId);
  }, [configId]);

  // A new search starts from its first match, not somewhere down the previous list (a restored scroll stays).
  const searchedFor = useRef(deferredQuery);
  useEffect(() => {
    if (searchedFor.current === deferredQuery) return;
    searchedFor.current = deferredQuery;
    if (window.scrollY > 0) window.scrollTo({ top: 0 });
  }, [deferredQuery]);

  return (
    <>
      <PageTitle
        title={configId}
        description="Rules in evaluation order: a unit gets the return value of the first rule it passes."
      />
      <AnchorLink to="/dynamic-configs">Back to dynamic configs</AnchorLink>
      <ConfigDefaultValue configId={configId} />
      <ConfigTestPanel
        configId={configId}
        rules={rules}
        complete={complete}
        totalItems={totalItems}
        testSearch={props.testSearch}
        onTestSearchChange={props.onTestSearchChange}
      />
      <RuleSearchBar
        query={query}
        onQueryChange={(next) => {
          setQuery(next);
          onSearchChange(next);
        }}
        loaded={rules.length}
        total={totalItems}
        matched={shown === null ? null : shown.length}
        searching={query !== deferredQuery}
      />
      {!complete && <RestOfRulesNote loaded={rules.length} total={totalItems} error={restError} onRetry={retryRest} />}
      <VirtualRuleList rules={rules} shown={shown} label={`Rules of ${configId}`} />
    </>
  );
}
