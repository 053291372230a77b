// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormProvider, useForm } from 'react-hook-form';
import { type Gate, GateSchema } from '../../../contract/gate';
import { MantineWrapper, renderInMantine } from '../../../ui/testing/renderInMantine';
import type { GateFormValues } from '../editor/gateFormSchema';
import { toGateFormValues } from '../editor/gateFormValues';
import { RuleReachability } from '../editor/RuleReachability';
import { RulesEditor } from '../editor/RulesEditor';
import { RuleRolloutsContext, rolloutsById } from '../editor/ruleRollouts';
import { saveGateDraft } from '../save/gateDraft';
import { GateFirstView } from './GateFirstView';

const gate: Gate = GateSchema.parse({
  id: 'search_ranking',
  name: 'Search ranking',
  description: 'Semantic model',
  idType: 'userID',
  isEnabled: true,
  status: 'In Progress',
  type: 'TEMPORARY',
  tags: ['search', 'ml'],
  targetApps: ['web'],
  version: 3,
  rules: [
    {
      id: 'r1',
      name: 'Internal dogfood',
      passPercentage: 100,
      conditions: [{ type: 'email', operator: 'str_ends_with_any', targetValue: ['@acme.com'] }],
    },
    { id: 'r2', name: 'Everyone', passPercentage: 25, conditions: [] },
    {
      id: 'r3',
      name: 'Canada',
      passPercentage: 50,
      conditions: [{ type: 'country', operator: 'any', targetValue: ['CA'] }],
    },
  ],
});

function ruleRows(container: HTMLElement): string[] {
  return [...container.querySelectorAll('section section')].map((row) => row.textContent);
}

/** The builder as the editor shows it, on a form holding the same gate. */
function Builder() {
  const form = useForm<GateFormValues>({ defaultValues: toGateFormValues(gate) });
  return (
    <FormProvider {...form}>
      <section>
        <RuleRolloutsContext value={rolloutsById(gate.rules)}>
          <RuleReachability>
            <RulesEditor />
          </RuleReachability>
        </RuleRolloutsContext>
      </section>
    </FormProvider>
  );
}

describe('GateFirstView', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  it('shows the settings and each rule in words, with every control disabled', () => {
    renderInMantine(<GateFirstView gate={gate} rulesDrawn />);
    expect(screen.getByLabelText(/^Name/)).toHaveProperty('value', 'Search ranking');
    expect(screen.getByLabelText('Type')).toHaveProperty('value', 'Temporary');
    expect(screen.getByText('ml')).toBeTruthy();
    const rules = screen.getByRole('region', { name: 'Rules' });
    expect(within(rules).getByText('Rule 1: Internal dogfood')).toBeTruthy();
    expect(within(rules).getByText(/Users whose email ends with @acme\.com/)).toBeTruthy();
    expect(within(rules).getByText(/Never reached: rule 2 has no conditions/)).toBeTruthy();
    for (const button of screen.getAllByRole('button')) expect(button).toHaveProperty('disabled', true);
    for (const field of screen.getAllByRole('textbox')) expect(field.matches(':disabled')).toBe(true);
  });

  it('draws the settings first and the rules only when asked, under the Rules heading already in place', () => {
    const view = renderInMantine(<GateFirstView gate={gate} rulesDrawn={false} />);
    expect(screen.getByLabelText(/^Name/)).toHaveProperty('value', 'Search ranking');
    const rules = screen.getByRole('region', { name: 'Rules' });
    expect(within(rules).queryByText('Rule 1: Internal dogfood')).toBeNull();
    view.rerender(<GateFirstView gate={gate} rulesDrawn />);
    expect(within(screen.getByRole('region', { name: 'Rules' })).getByText('Rule 1: Internal dogfood')).toBeTruthy();
  });

  it('leaves the last settings for the frame after when they would be below the window, and draws them at once when not', () => {
    // jsdom lays nothing out: each box is given the bottom edge it would have.
    const bottomAt = (bottom: number) =>
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 800, bottom));
    try {
      bottomAt(window.innerHeight + 50);
      const view = renderInMantine(<GateFirstView gate={gate} rulesDrawn={false} />);
      expect(screen.getByLabelText(/^Id type/)).toBeTruthy();
      expect(screen.queryByText('Tags')).toBeNull();
      expect(screen.queryByText('Require review')).toBeNull();
      view.rerender(<GateFirstView gate={gate} rulesDrawn />);
      expect(screen.getByText('Tags')).toBeTruthy();
      expect(screen.getByText('Require review')).toBeTruthy();
      cleanup();

      bottomAt(window.innerHeight - 50);
      renderInMantine(<GateFirstView gate={gate} rulesDrawn={false} />);
      expect(screen.getByText('Tags')).toBeTruthy();
      expect(screen.getByText('Require review')).toBeTruthy();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('reads, rule by rule, exactly as the builder that replaces it', () => {
    const view = renderInMantine(<GateFirstView gate={gate} rulesDrawn />);
    const viewRows = ruleRows(view.container);
    cleanup();
    const builder = render(<Builder />, { wrapper: MantineWrapper });
    expect(viewRows).toHaveLength(3);
    expect(ruleRows(builder.container)).toEqual(viewRows);
  });

  it('offers the lifecycle actions of the gate’s state, not yet usable', () => {
    renderInMantine(<GateFirstView gate={gate} rulesDrawn />);
    const actions = screen.getByRole('group', { name: 'Gate actions' });
    const labels = within(actions)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(labels).toEqual(['Launch', 'Disable', 'Archive']);
  });

  it('paints no settings or rules while a draft of this gate is kept, only the actions above the draft’s notice', () => {
    saveGateDraft('search_ranking', { baseVersion: 3, savedAt: 0, values: toGateFormValues(gate) });
    renderInMantine(<GateFirstView gate={gate} rulesDrawn />);
    expect(screen.getByRole('group', { name: 'Gate actions' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Settings' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Rules' })).toBeNull();
    cleanup();
    // Another gate's draft changes nothing here.
    sessionStorage.clear();
    saveGateDraft('other_gate', { baseVersion: 1, savedAt: 0, values: toGateFormValues(gate) });
    renderInMantine(<GateFirstView gate={gate} rulesDrawn />);
    expect(screen.getByRole('region', { name: 'Rules' })).toBeTruthy();
  });
});
