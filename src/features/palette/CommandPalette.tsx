import '@mantine/spotlight/styles.css';
import { useEffect, useRef, useState } from 'react';
import { Group, Kbd, Modal, Text, useComputedColorScheme } from '@mantine/core';
import { createSpotlight, Spotlight, useSpotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import classes from '../../ui/visuallyHidden.module.css';
import { itemKey, KIND_LABELS, type PaletteItem } from './paletteItem';
import { paletteGroups } from './paletteGroups';
import { PaletteNotes } from './PaletteNotes';
import { readRecentPicks, rememberPick } from './recentPicks';
import { actionItems, PAGE_ITEMS, testUserAction } from './staticItems';
import { useEntityInView } from './useEntityInView';
import { usePaletteOpener } from './usePaletteOpener';
import { usePaletteSources } from './usePaletteSources';

// Its own store: the palette is opened by the app's shortcut handling, not by Spotlight's default Ctrl+K.
const [store, palette] = createSpotlight();

// White text on the selected row keeps its full opacity; Spotlight's 0.7 falls below 4.5:1 on the primary colour.
const SPOTLIGHT_STYLES = { action: { '--action-description-opacity': 1 } } as const;

// A tab stop on the scrolling list lets a keyboard user scroll it (the results themselves take no focus: the arrows
// pick them). ActionsList hands these on to its ScrollArea, whose props its type does not list.
const LIST_PROPS = { viewportProps: { tabIndex: 0, 'aria-label': 'Results' } };

export interface CommandPaletteProps {
  opened: boolean;
  onClose: () => void;
  onShowShortcuts: () => void;
}

/** The command palette (Mantine Spotlight): records, pages and actions in one ranked list. Loaded on first open. */
export default function CommandPalette({ opened, onClose, onShowShortcuts }: CommandPaletteProps) {
  const [query, setQuery] = useState('');
  // Every opening starts from an empty query. Spotlight clears it only when its closing animation ends, so a palette
  // reopened within that time would keep the old text and append the next letters to it.
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setQuery('');
  }
  const { selected } = useSpotlight(store);
  const colorScheme = useComputedColorScheme('light');
  const entity = useEntityInView();
  const open = usePaletteOpener(onShowShortcuts, entity);
  const answers = usePaletteSources(query, opened, entity);

  useEffect(() => {
    if (opened) palette.open();
    else palette.close();
  }, [opened]);

  // Spotlight reports a close (Escape, a click outside) from an effect after it renders; a Ctrl+K pressed before
  // then toggled a palette it still thought open. Reporting the close as the store changes keeps the two in step.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(
    () =>
      store.subscribe((state) => {
        if (!state.opened) onCloseRef.current();
      }),
    [],
  );

  const groups = paletteGroups(
    query,
    answers.flatMap((answer) => answer.items),
    [...testUserAction(entity), ...PAGE_ITEMS, ...actionItems(colorScheme)],
    readRecentPicks(),
  );
  const flat = groups.flatMap((group) => group.items);
  const resultKeys = flat.map((item) => itemKey(item)).join('\n');

  // Results arrive after the query changed (server search): the first one is again the one Enter opens.
  useEffect(() => {
    store.updateState((state) => ({ ...state, selected: 0 }));
  }, [resultKeys]);

  const pick = (item: PaletteItem) => {
    // What these open depends on the page in view, so a recent pick of one would open something else later.
    if (item.kind !== 'test-user' && item.id !== 'test-user') rememberPick(item);
    open(item);
  };

  // Each result's place in the whole list: Spotlight's keyboard selection counts across groups.
  const starts = groups.map((_, groupIndex) =>
    groups.slice(0, groupIndex).reduce((total, group) => total + group.items.length, 0),
  );
  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      onSpotlightClose={onClose}
      clearQueryOnClose={false}
      scrollable
      maxHeight={460}
      styles={SPOTLIGHT_STYLES}
    >
      <Modal.Title className={classes.hidden}>Command palette</Modal.Title>
      <Spotlight.Search
        aria-label="Search gates, layers, autotunes, configs, experiments, events, pages and actions"
        placeholder="Search gates, layers, events, pages, actions…"
        leftSection={<IconSearch size={18} aria-hidden />}
      />
      <PaletteNotes answers={answers} typing={query.trim() !== ''} />
      {flat.length > 0 ? (
        <Spotlight.ActionsList {...LIST_PROPS}>
          {groups.map((group, groupIndex) => (
            <Spotlight.ActionsGroup key={group.label} label={group.label} role="group" aria-label={group.label}>
              {group.items.map((item, itemIndex) => {
                const index = (starts[groupIndex] ?? 0) + itemIndex;
                return (
                  <Spotlight.Action
                    key={`${itemKey(item)}${item.direct === true ? ':direct' : ''}`}
                    label={item.label}
                    description={item.description}
                    rightSection={
                      <Text span size="xs">
                        {KIND_LABELS[item.kind]}
                      </Text>
                    }
                    data-selected={index === selected || undefined}
                    onClick={() => {
                      pick(item);
                    }}
                  />
                );
              })}
            </Spotlight.ActionsGroup>
          ))}
        </Spotlight.ActionsList>
      ) : (
        <Spotlight.Empty>
          {query.trim() === '' ? 'Type to search.' : `Nothing matches “${query.trim()}”.`}
        </Spotlight.Empty>
      )}
      <Spotlight.Footer>
        <Group gap="md" justify="center">
          <Text size="xs" c="dimmed">
            <Kbd size="xs">↑</Kbd> <Kbd size="xs">↓</Kbd> to move
          </Text>
          <Text size="xs" c="dimmed">
            <Kbd size="xs">Enter</Kbd> to open
          </Text>
          <Text size="xs" c="dimmed">
            <Kbd size="xs">Esc</Kbd> to close
          </Text>
        </Group>
      </Spotlight.Footer>
    </Spotlight.Root>
  );
}
